import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import type { UserRow } from '../../src/lib/auth/users-repository';
import {
  bearer,
  buildTestApp,
  createCategory,
  insertArticle,
  insertDraft,
  registerUser,
  type TestApp,
} from '../helper';

/**
 * A rendered page calls the routes marked `readInPages` in-process, without the HTTP layer:
 * what it reads must be what the API answers the same reader, premium rule and all, field for
 * field; and where the API refuses (a draft, a missing article), the page asks the API itself.
 */
let t: TestApp;
const readers: { name: string; user: UserRow | null; token: string | null }[] = [];
const articles: Record<string, number> = {};

async function reader(name: string, patch: Partial<typeof users.$inferInsert> = {}) {
  const { user, token } = await registerUser(t.app);
  if (Object.keys(patch).length > 0)
    await t.app.db.update(users).set(patch).where(eq(users.id, user.id));
  readers.push({ name, user: (await t.app.usersRepository.findById(user.id)) ?? null, token });
  return token;
}

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'editor@codegrow.dev' });
  const admin = await registerUser(t.app, { email: 'editor@codegrow.dev' });
  await createCategory(t.app, admin.token);
  articles.premium = await insertArticle(t.app, 'A premium guide', {
    isPremium: true,
    excerpt: 'For subscribers.',
    content:
      'The whole guide, for subscribers only.\n\n```quiz\n? Which is right?\n- [x] This\n- [ ] That\n```',
  });
  articles.free = await insertArticle(t.app, 'A free guide', {
    content: 'Free for everyone to read.',
  });
  articles.draft = await insertDraft(t.app, 'Not out yet');
  articles.missing = 999_999;
  readers.push({ name: 'a visitor', user: null, token: null });
  await reader('a free reader');
  await reader('a subscriber', { subscriptionStatus: 'active', subscriptionSource: 'paid' });
});

afterAll(() => t.close());

const readInPages = () => t.app.routeInventory.filter((route) => route.readInPages);

describe('routes read in pages', () => {
  it('are the article page’s reads', () => {
    expect(readInPages().map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/blogs/:id', '/api/blogs/:id/checks', '/api/blogs/:id/paths']),
    );
  });

  it('answer each reader as the API answers them, and leave every refusal to the API', async () => {
    for (const route of readInPages())
      for (const [article, id] of Object.entries(articles))
        for (const { name, user, token } of readers) {
          const url = route.url.replace(':id', String(id));
          const read = await t.app.readInPage(url, user);
          const answer = await t.app.inject({ url, headers: token ? bearer(token) : {} });
          const seen = `${url} (${article}) for ${name}`;
          if (answer.statusCode !== 200) expect(read, seen).toBeNull();
          else expect(read?.data, seen).toEqual(answer.json());
        }
  });

  it('show a premium body to a subscriber and keep it from the others', async () => {
    const url = `/api/blogs/${articles.premium}`;
    const bodies = await Promise.all(
      readers.map(async ({ user }) => {
        const read = await t.app.readInPage(url, user);
        return (read?.data as { blog: { content_html: string | null } }).blog.content_html ?? '';
      }),
    );
    expect(bodies.map((body) => body.includes('for subscribers only'))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('leave a query a route would refuse, or one that repeats a name, to the API', async () => {
    expect(await t.app.readInPage('/api/blogs/not-a-number', null)).toBeNull();
    expect(await t.app.readInPage(`/api/blogs/${articles.free}?a=1&a=2`, null)).toBeNull();
    expect(await t.app.readInPage('/api/categories', null)).toBeNull();
  });
});
