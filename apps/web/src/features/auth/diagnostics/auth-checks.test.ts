import { describe, expect, it } from 'vitest';
import { checkAuthServer, checkConfiguration } from './auth-checks';

const production = {
  apiKey: 'AIza-key',
  authDomain: 'codegrow.firebaseapp.com',
  projectId: 'codegrow',
};
const emulator = { ...production, emulatorUrl: 'http://127.0.0.1:9099' };

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('checkConfiguration', () => {
  it('fails without a configuration and names what to set', () => {
    const outcome = checkConfiguration(null);
    expect(outcome.status).toBe('FAILED');
    expect(outcome.detail).toContain('FIREBASE_API_KEY');
  });

  it('names the project and the mode', () => {
    expect(checkConfiguration(emulator).detail).toContain('Auth Emulator at http://127.0.0.1:9099');
    expect(checkConfiguration(production)).toMatchObject({ status: 'SUCCESS' });
  });
});

describe('checkAuthServer', () => {
  it('asks the emulator, not Google, in local mode', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ authorizedDomains: ['localhost'] }));
    }) as unknown as typeof fetch;
    const outcomes = await checkAuthServer(emulator, 'codegrow.dev', fetchImpl);
    expect(asked).toEqual([
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects?key=AIza-key',
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('fails when this domain may not sign in', async () => {
    const outcomes = await checkAuthServer(
      production,
      'codegrow.dev',
      answering(200, { authorizedDomains: ['localhost', 'codegrow.firebaseapp.com'] }),
    );
    expect(outcomes[1]).toMatchObject({ status: 'FAILED' });
    expect(outcomes[1]?.detail).toContain('codegrow.dev is not among the authorized domains');
  });

  it('passes for an authorized domain', async () => {
    const outcomes = await checkAuthServer(
      production,
      'codegrow.dev',
      answering(200, { authorizedDomains: ['codegrow.dev'] }),
    );
    expect(outcomes.every((outcome) => outcome.status === 'SUCCESS')).toBe(true);
  });

  it('reports a refused key or an unreachable server', async () => {
    expect(await checkAuthServer(production, 'x', answering(400, {}))).toEqual([
      { status: 'FAILED', detail: 'the auth server answered HTTP 400' },
    ]);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const [outcome] = await checkAuthServer(production, 'x', offline);
    expect(outcome?.detail).toContain('Failed to fetch');
  });
});
