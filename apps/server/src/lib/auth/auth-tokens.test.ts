import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

afterEach(() => vi.useRealTimers());

describe('token service', () => {
  it('verifies its own token again and again, the same each time', async () => {
    const tokens = createTokenService(SECRET, '10m');
    const token = await tokens.sign({ id: 7, tokenVersion: 2 });
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const tokens = createTokenService(SECRET, '10m');
    const token = await tokens.sign({ id: 7, tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-24T10:10:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', async () => {
    const tokens = createTokenService(SECRET, '10m');
    const other = createTokenService(`${SECRET}-other`, '10m');
    const token = await tokens.sign({ id: 7, tokenVersion: 0 });
    expect(await other.verify(token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', iss: 'codegrow', aud: 'codegrow-api' }));
    expect(
      await tokens.verify(`${header}.${forged.toString('base64url')}.${signature}`),
    ).toBeNull();
  });
});
