import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../src/db/schema/index';
import { createLoginThrottle } from '../../src/lib/auth/login-throttle';
import { buildTestApp, uniqueEmail, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const failLogin = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong-one' },
    remoteAddress: ip,
  });

const countRows = async () =>
  (await t.app.db.select({ key: loginThrottle.key }).from(loginThrottle)).length;

describe('the sign-in throttle sweep', () => {
  it('removes counts whose window has passed and keeps the others', async () => {
    await failLogin(uniqueEmail('old'), '10.9.0.1');
    await t.app.db.update(loginThrottle).set({ windowStart: sql`now() - interval '16 minutes'` });
    await failLogin(uniqueEmail('new'), '10.9.0.2');
    expect(await countRows()).toBe(4);

    await createLoginThrottle(t.app.db).removeExpired();
    expect(await countRows()).toBe(2);
  });
});
