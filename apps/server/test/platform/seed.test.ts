import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { users } from '../../src/db/schema/index';
import { blogs, categories, mindmaps } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: typeof users | typeof blogs | typeof categories | typeof mindmaps) =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('demo content', () => {
  it('fills an empty database once, with accounts that can sign in', async () => {
    const credentials = await seedDemoContent(t.app.db, {
      admin: 'admin-pass-1',
      reader: undefined,
    });
    expect(credentials?.admin).toEqual({ email: 'admin@codegrow.local', password: 'admin-pass-1' });
    expect(credentials?.reader.password).toHaveLength(12);
    expect(await count(categories)).toBeGreaterThanOrEqual(5);
    expect(await count(blogs)).toBeGreaterThanOrEqual(20);
    expect(await count(mindmaps)).toBe(1);
    const premium = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true));
    expect(premium.length).toBeGreaterThan(3);
    expect(premium[0]?.content).toContain('```');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@codegrow.local', password: 'admin-pass-1' },
    });
    expect(login.json().user.role).toBe('admin');

    expect(await seedDemoContent(t.app.db, {})).toBeNull();
    expect(await count(blogs)).toBe(20);
  });
});
