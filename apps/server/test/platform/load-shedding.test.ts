import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { buildTestApp, testDriver, type TestApp } from '../helper';

// Only PostgreSQL has a pool whose queue can fill; PGlite answers one query at a time in-process.
describe.runIf(testDriver === 'postgres')('a server whose connection pool is saturated', () => {
  let t: TestApp;
  let release: () => void = () => undefined;
  let waiting: Promise<{ statusCode: number }>;

  beforeAll(async () => {
    t = await buildTestApp({ DATABASE_POOL_SIZE: '1', MAX_QUEUED_QUERIES: '1' });
    // Kept before the pool fills: shed like any other request all the same.
    expect((await t.app.inject({ url: '/api/categories' })).statusCode).toBe(200);
    // The pool's one connection is held by a transaction until the test lets it go…
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    void t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      held();
      await gate;
    });
    await holding;
    // …and one request waits for it.
    waiting = t.app.inject({ url: '/api/blogs?limit=3' });
    while (t.app.dbQueued() < 1) await nextTurn();
  });
  afterAll(async () => {
    release();
    await t.close();
  });

  it('turns new requests away with 503 and Retry-After instead of queueing them', async () => {
    const refused = await t.app.inject({ url: '/api/blogs?limit=6' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: API_ERROR_MESSAGES.serverBusy });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'busy', database: 'up' });
  });

  it('still says it is alive, and turns away even what it keeps, as a load balancer expects', async () => {
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const kept = await t.app.inject({ url: '/api/categories' });
    expect(kept.statusCode).toBe(503);
    expect(kept.headers['x-cache']).toBeUndefined();
  });

  it('answers the waiting request once a connection is free, and serves again', async () => {
    release();
    expect((await waiting).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/blogs?limit=6' })).statusCode).toBe(200);
  });
});
