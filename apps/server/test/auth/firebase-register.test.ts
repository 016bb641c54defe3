import { eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { buildTestApp, registerUser, uniqueEmail, type TestApp } from '../helper';

const PROJECT = 'codegrow-test';
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let t: TestApp;
let signingKey: SigningKey;
let strangerKey: SigningKey;

beforeAll(async () => {
  const trusted = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  signingKey = trusted.privateKey;
  strangerKey = stranger.privateKey;
  const jwk: JWK = {
    ...(await exportJWK(trusted.publicKey)),
    kid: 'trusted',
    alg: 'RS256',
    use: 'sig',
  };
  t = await buildTestApp(
    { FIREBASE_PROJECT_ID: PROJECT, ADMIN_EMAILS: 'chief@codegrow.dev' },
    undefined,
    { firebaseKeys: createLocalJWKSet({ keys: [jwk] }) },
  );
});
afterAll(() => t.close());

interface Claims {
  uid?: string;
  email?: string;
  verified?: boolean;
  provider?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
  key?: SigningKey;
  name?: string;
}

let uidCounter = 0;
function idToken(claims: Claims = {}) {
  uidCounter += 1;
  return new SignJWT({
    email: claims.email ?? uniqueEmail('firebase'),
    email_verified: claims.verified ?? true,
    name: claims.name ?? 'Grace From Google',
    picture: 'https://images.example.org/grace.png',
    auth_time: Math.floor(Date.now() / 1000) - 5,
    firebase: { sign_in_provider: claims.provider ?? 'google.com' },
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'trusted' })
    .setSubject(claims.uid ?? `uid-${Date.now()}-${uidCounter}`)
    .setIssuer(claims.issuer ?? `https://securetoken.google.com/${PROJECT}`)
    .setAudience(claims.audience ?? PROJECT)
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '1h')
    .sign(claims.key ?? signingKey);
}

const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/firebase-register', payload });

describe('POST /api/auth/firebase-register', () => {
  it('creates an account from a verified token, then signs the same person in', async () => {
    const token = await idToken({ uid: 'google-grace', email: 'grace@codegrow.dev' });
    const first = await register({
      idToken: token,
      name: 'Grace',
      photoURL: 'https://images.example.org/other.png',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      isNewUser: true,
      message: expect.any(String),
      token: expect.any(String),
      user: {
        email: 'grace@codegrow.dev',
        name: 'Grace',
        authProvider: 'firebase',
        firebaseUid: 'google-grace',
        emailVerified: true,
        role: 'user',
        photo_url: 'https://images.example.org/grace.png',
      },
    });
    const again = await register({ idToken: token });
    expect(again.json()).toMatchObject({ isNewUser: false, user: { id: first.json().user.id } });
    const profile = await t.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(profile.json().user.email).toBe('grace@codegrow.dev');
  });

  it('refuses a token signed with a key that is not Google’s', async () => {
    const response = await register({ idToken: await idToken({ key: strangerKey }) });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['expired', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['for another project', { audience: 'someone-else' }],
    ['from another issuer', { issuer: 'https://securetoken.google.com/someone-else' }],
  ])('refuses a token %s with 401', async (_label, claims) => {
    const token =
      'forged' in claims ? await idToken({ key: strangerKey }) : await idToken(claims as Claims);
    const response = await register({ idToken: token });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Invalid token/);
  });

  it('refuses an unsigned token and garbage', async () => {
    const [header, payload] = (await idToken()).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    expect((await register({ idToken: unsigned })).statusCode).toBe(401);
    expect((await register({ idToken: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await register({})).statusCode).toBe(400);
  });

  it('refuses an e-mail and password account that has not verified its address', async () => {
    const response = await register({
      idToken: await idToken({ provider: 'password', verified: false }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Please verify your email before signing in. Check your inbox for the verification link.',
    );
  });

  it('refuses a body that disagrees with the token', async () => {
    const token = await idToken({ uid: 'real-uid', email: 'real@codegrow.dev' });
    expect((await register({ idToken: token, uid: 'someone-else' })).statusCode).toBe(400);
    expect((await register({ idToken: token, email: 'other@codegrow.dev' })).statusCode).toBe(400);
  });

  it('links an existing own account only when the provider vouches for the address', async () => {
    const local = await registerUser(t.app, { email: uniqueEmail('local') });
    const unverified = await register({
      idToken: await idToken({
        email: local.user.email,
        verified: false,
        provider: 'facebook.com',
      }),
    });
    expect(unverified.statusCode).toBe(409);
    const linked = await register({
      idToken: await idToken({ email: local.user.email, uid: 'linked-uid' }),
    });
    expect(linked.json()).toMatchObject({
      isNewUser: false,
      user: { id: local.user.id, firebaseUid: 'linked-uid' },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, local.user.id));
    expect(row?.passwordHash).toBeTruthy();
  });

  it('grants admin to an address listed in ADMIN_EMAILS only once the provider verified it', async () => {
    const unverified = await register({
      idToken: await idToken({ email: 'chief@codegrow.dev', verified: false, uid: 'chief-uid' }),
    });
    expect(unverified.json().user.role).toBe('user');
    const verified = await register({
      idToken: await idToken({ email: 'chief@codegrow.dev', uid: 'chief-uid' }),
    });
    expect(verified.json().user.role).toBe('admin');
  });
});
