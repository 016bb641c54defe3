import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountWith,
  buildTestApp,
  createCategory,
  registerUser,
  testDriver,
  writeArticle,
  type TestApp,
} from '../helper';

/*
 * The embedded database answers one statement at a time, and a transaction holds it whole:
 * writers' transactions wait among themselves, so a reader waits behind one at most.
 */
describe.runIf(testDriver === 'pglite')('writers on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    // How far the event loop lags under this load depends on the machine's other work: that
    // figure is the bench's. Here: every request is answered, and every comment kept.
    t = await buildTestApp({ COMMENT_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it('leave a read to run after the transaction under way, ahead of those waiting', async () => {
    const done: string[] = [];
    let release: () => void = () => undefined;
    let begun = false;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      begun = true;
      await gate;
      done.push('write 1');
    });
    while (!begun) await nextTurn();
    const waiting = [2, 3, 4].map((n) =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT ${n}`);
        done.push(`write ${n}`);
      }),
    );
    const read = t.app.db.execute(sql`SELECT 1`).then(() => done.push('read'));
    await nextTurn();
    release();
    await Promise.all([first, ...waiting, read]);
    expect(done).toEqual(['write 1', 'read', 'write 2', 'write 3', 'write 4']);
  });

  it('keep readers served while fifty of them comment for ten seconds, and lose no comment', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await accountWith(t.app, { role: 'admin' });
    await createCategory(t.app, admin);
    const article = await writeArticle(t.app, admin, {
      title: 'A busy discussion',
      category: 'databases',
      content: 'Fifty readers have something to say about it.',
    });
    const blogId = article.json().blog.id as number;
    const writers = await Promise.all(
      Array.from({ length: 50 }, () => registerUser(t.app).then((user) => user.token)),
    );
    const until = Date.now() + 10_000;
    const written: Record<number, number> = {};
    const read: Record<number, number> = {};
    const count = (tally: Record<number, number>, status: number) => {
      tally[status] = (tally[status] ?? 0) + 1;
    };
    // Each loop is bounded by the clock and by a count.
    const writer = async (token: string) => {
      for (let n = 0; n < 2_000 && Date.now() < until; n += 1) {
        const response = await fetch(`${address}/api/comments/blog/${blogId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ content: `Comment ${n} under load, like any other.` }),
        });
        await response.arrayBuffer();
        count(written, response.status);
      }
    };
    const paths = [`/api/blogs/${blogId}`, '/api/blogs?limit=9', `/api/comments/blog/${blogId}`];
    const reader = async (start: number) => {
      for (let n = start; n < 20_000 && Date.now() < until; n += 1) {
        const response = await fetch(`${address}${paths[n % paths.length]}`);
        await response.arrayBuffer();
        count(read, response.status);
      }
    };
    await Promise.all([...writers.map(writer), reader(0), reader(1), reader(2)]);
    expect(Object.keys(read)).toEqual(['200']);
    expect(Object.keys(written)).toEqual(['201']);
    expect(written[201]).toBeGreaterThan(50);
    const kept = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM comments WHERE blog_id = ${blogId}`,
    );
    expect((kept as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(written[201]);
  }, 60_000);
});
