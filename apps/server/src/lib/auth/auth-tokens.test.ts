import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const inTenMinutes = () => ({ id: 'a-session', expiresAt: new Date(Date.now() + 10 * 60_000) });

afterEach(() => vi.useRealTimers());

describe('token service', () => {
  it('verifies its own token again and again, the same each time, naming its session', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ id: 7, tokenVersion: 2 }, inTenMinutes());
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 7, tokenVersion: 2, sessionId: 'a-session' });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ id: 7, tokenVersion: 0 }, inTenMinutes());
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-24T10:10:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', async () => {
    const tokens = createTokenService(SECRET);
    const other = createTokenService(`${SECRET}-other`);
    const token = await tokens.sign({ id: 7, tokenVersion: 0 }, inTenMinutes());
    expect(await other.verify(token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', iss: 'codegrow', aud: 'codegrow-api' }));
    expect(
      await tokens.verify(`${header}.${forged.toString('base64url')}.${signature}`),
    ).toBeNull();
  });

  it('refuses a token of no session, such as those signed before sessions were kept', async () => {
    const key = new TextEncoder().encode(SECRET);
    const sessionless = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('codegrow')
      .setAudience('codegrow-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    expect(await createTokenService(SECRET).verify(sessionless)).toBeNull();
  });
});
