import { PGlite } from '@electric-sql/pglite';
import { and, asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema/index';
import {
  accessKind,
  accessScope,
  canReadArticle,
  isVisibleTo,
  listedArticles,
  perAccessKind,
  unlockedFor,
  visibleArticles,
  type ArticleAccess,
  type Viewer,
} from './article-access';

const VIEWERS: Record<string, Viewer> = {
  visitor: null,
  'free reader': { role: 'user', subscription_status: 'free' },
  'expired subscriber': { role: 'user', subscription_status: 'expired' },
  subscriber: { role: 'user', subscription_status: 'active' },
  admin: { role: 'admin', subscription_status: 'free' },
};

/** Every kind of article, by id. */
const ARTICLES: (ArticleAccess & { id: number })[] = [
  { id: 1, isPublished: true, isPremium: false },
  { id: 2, isPublished: true, isPremium: true },
  { id: 3, isPublished: false, isPremium: false },
  { id: 4, isPublished: false, isPremium: true },
];

const readable = (viewer: Viewer) =>
  ARTICLES.filter((article) => canReadArticle(article, viewer)).map((article) => article.id);

describe('the article access rule', () => {
  it.each([
    ['visitor', [1]],
    ['free reader', [1]],
    ['expired subscriber', [1]],
    ['subscriber', [1, 2]],
    ['admin', [1, 2, 3, 4]],
  ])('opens to a %s the bodies of %j', (name, ids) => {
    expect(readable(VIEWERS[name] ?? null)).toEqual(ids);
  });

  it('shows drafts to admins only', () => {
    const draft = { isPublished: false, isPremium: false };
    expect(Object.values(VIEWERS).map((viewer) => isVisibleTo(draft, viewer))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('sorts viewers into the kinds that see the same of every article', () => {
    expect(Object.values(VIEWERS).map(accessKind)).toEqual([
      'free',
      'free',
      'free',
      'premium',
      'admin',
    ]);
  });

  it('lets only a visitor’s answers be cached in public', () => {
    expect(Object.values(VIEWERS).map(accessScope)).toEqual([
      'public',
      'private',
      'private',
      'private',
      'private',
    ]);
  });

  it('makes one value per kind of viewer, on first use', () => {
    let made = 0;
    const forKind = perAccessKind((_viewer, kind) => `${kind}-${(made += 1)}`);
    expect(forKind(VIEWERS.visitor ?? null)).toBe('free-1');
    expect(forKind(VIEWERS['free reader'] ?? null)).toBe('free-1');
    expect(forKind(VIEWERS.admin ?? null)).toBe('admin-2');
  });
});

describe('the rule as SQL', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle({ client, casing: 'snake_case' });
    await client.exec(
      'CREATE TABLE blogs (id int PRIMARY KEY, is_published boolean NOT NULL, is_premium boolean NOT NULL)',
    );
    for (const { id, isPublished, isPremium } of ARTICLES) {
      await client.query('INSERT INTO blogs VALUES ($1, $2, $3)', [id, isPublished, isPremium]);
    }
  }, 30_000);
  afterAll(() => client?.close());

  const ids = async (where: ReturnType<typeof and>) =>
    (await db.select({ id: blogs.id }).from(blogs).where(where).orderBy(asc(blogs.id))).map(
      (row) => row.id,
    );

  it.each(Object.keys(VIEWERS))('finds for a %s the articles the predicate opens', async (name) => {
    const viewer = VIEWERS[name] ?? null;
    expect(await ids(and(visibleArticles(viewer), unlockedFor(viewer)))).toEqual(readable(viewer));
  });

  it('lists the published articles only, whoever asks', async () => {
    expect(await ids(listedArticles())).toEqual([1, 2]);
  });
});
