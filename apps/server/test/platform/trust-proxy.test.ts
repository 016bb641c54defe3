import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../../src/lib/auth/login-throttle';
import { buildTestApp, uniqueEmail, type TestApp } from '../helper';

/** The proxy's own address: the one hop the server trusts. */
const PROXY = '127.0.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: PROXY });
});
afterAll(() => t.close());

const randomAddress = () =>
  `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

/**
 * A sign-in through one proxy (nginx on this machine) that appends the address it saw to
 * whatever X-Forwarded-For the client sent, as `$proxy_add_x_forwarded_for` does.
 */
const loginThroughProxy = (client: string, claimed: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: uniqueEmail('spray'), password: 'guess' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${claimed}, ${client}` },
  });

describe('TRUST_PROXY naming the one proxy in front', () => {
  it('limits a client by the address the proxy saw, whatever X-Forwarded-For it sends', async () => {
    const client = '203.0.113.7';
    for (let attempt = 0; attempt < THROTTLE_LIMITS.ip; attempt += 1)
      expect((await loginThroughProxy(client, randomAddress())).statusCode).toBe(401);
    expect((await loginThroughProxy(client, randomAddress())).statusCode).toBe(429);
    expect((await loginThroughProxy('203.0.113.8', randomAddress())).statusCode).toBe(401);
  });

  it('takes no address from a client that reaches the server directly', async () => {
    const direct = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('direct'), password: 'guess' },
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': randomAddress() },
      });
    for (let attempt = 0; attempt < THROTTLE_LIMITS.ip; attempt += 1)
      expect((await direct()).statusCode).toBe(401);
    expect((await direct()).statusCode).toBe(429);
  });
});
