import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '0' });
});
afterAll(() => t.close());

const visit = (ip: string, userAgent: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/visitors/visit',
    payload: { userAgent, referrer: 'https://search.example.org' },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });

describe('visitor statistics', () => {
  it('counts every view but each visitor once a day, without storing addresses', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await visit('203.0.113.7', 'Firefox')).statusCode).toBe(202);
    await visit('203.0.113.8', 'Firefox');
    await visit('203.0.113.7', 'Chromium');
    const stats = (await t.app.inject({ url: '/api/visitors/stats' })).json();
    expect(stats).toEqual({ totalViews: 7, totalVisitors: 3, uniqueVisitors: 3 });

    const stored = JSON.stringify(await t.app.db.select().from(visits));
    expect(stored).not.toContain('203.0.113');
  });

  it('accepts a visit without a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/visitors/visit',
      remoteAddress: '198.51.100.1',
    });
    expect(response.statusCode).toBe(202);
  });
});
