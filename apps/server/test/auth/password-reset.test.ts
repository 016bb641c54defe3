import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { bearer, buildTestApp, registerUser, uniqueEmail, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://learn.codegrow.dev' });
});
afterAll(() => t.close());

const request = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const confirm = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const profile = (token: string) =>
  t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));

/** The link of the reset mail to `email`, once it is queued (the answer does not wait for it). */
async function linkSentTo(email: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  const [mail] = await mailsTo(email);
  const match = mail?.text.match(/https:\/\/learn\.codegrow\.dev\/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

describe('password reset', () => {
  it('mails a single-use link that sets a new password', async () => {
    const { user, token: session } = await registerUser(t.app, { password: 'old-password' });
    const asked = await request(user.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    const token = await linkSentTo(user.email);

    expect((await confirm(token, 'new-password')).json()).toEqual({
      message: 'Your password has been changed. You can sign in now.',
    });
    expect((await login(user.email, 'old-password')).statusCode).toBe(401);
    const fresh = await login(user.email, 'new-password');
    expect(fresh.statusCode).toBe(200);

    // Whoever held a session from before the change is signed out; the new sign-in works.
    expect((await profile(session)).statusCode).toBe(401);
    expect((await profile(fresh.json().token)).statusCode).toBe(200);

    const reused = await confirm(token, 'third-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
  });

  it('answers the same whether or not the address has an account, and mails nobody', async () => {
    const ghost = uniqueEmail('ghost');
    const known = await registerUser(t.app);
    const forGhost = await request(ghost);
    const forKnown = await request(known.user.email);
    expect(forGhost.statusCode).toBe(forKnown.statusCode);
    expect(forGhost.json()).toEqual(forKnown.json());
    // Asked after the ghost's: once its link is queued, the ghost's request has been seen to.
    await linkSentTo(known.user.email);
    expect(await mailsTo(ghost)).toEqual([]);
  });

  it('checks the new password and the link', async () => {
    const { user } = await registerUser(t.app);
    await request(user.email);
    const token = await linkSentTo(user.email);
    expect((await confirm(token, '123')).json().errors[0]).toEqual({
      field: 'password',
      msg: 'Password must be at least 6 characters long',
    });
    expect((await confirm('x'.repeat(43), 'long-enough')).statusCode).toBe(400);
    expect((await request('not-an-email')).statusCode).toBe(400);
  });
});
