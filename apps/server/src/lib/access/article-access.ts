import { eq, not, sql, type Column, type SQL } from 'drizzle-orm';
import {
  canReadBlog,
  isAdmin,
  readsPremium,
  type Viewer,
} from '@codegrow/shared/access/blog-access';
import { blogs } from '../../db/schema/index';
import { subscriptionStatusOf, type UserRow } from '../auth/users-repository';

/**
 * Who may see what of an article, for every output that carries one (docs/product.md §5):
 * drafts exist for admins only, and a premium article's body (with its mind map, outline,
 * search passages and comments) opens only to admins and active subscribers. The rule is
 * stated here once, as a predicate for rows in hand, as SQL for queries, and as the scope a
 * cached answer may be shared in; the pure premium rule underneath is the shared package's.
 */

export type { Viewer };

export const viewerOf = (user: UserRow | null): Viewer =>
  user ? { role: user.role, subscription_status: subscriptionStatusOf(user) } : null;

/** What deciding about an article takes, and no more. */
export interface ArticleAccess {
  isPublished: boolean;
  isPremium: boolean;
}

/** Whether this viewer sees drafts (admins finishing them). */
export const seesDrafts = (viewer: Viewer): boolean => isAdmin(viewer);

/** The draft rule: whether the article exists at all for this viewer. */
export const isVisibleTo = (article: ArticleAccess, viewer: Viewer): boolean =>
  article.isPublished || seesDrafts(viewer);

/** The premium rule: whether the article's body opens for this viewer. */
export const isUnlockedFor = (article: ArticleAccess, viewer: Viewer): boolean =>
  canReadBlog({ is_premium: article.isPremium }, viewer);

/** Whether this viewer may read the article's body and all derived from it. */
export const canReadArticle = (article: ArticleAccess, viewer: Viewer): boolean =>
  isVisibleTo(article, viewer) && isUnlockedFor(article, viewer);

/** The `blogs` table, or an alias of it in a subquery. */
interface ArticleColumns {
  isPublished: Column;
  isPremium: Column;
}

/** The draft rule as SQL: the articles that exist for this viewer. */
export const visibleArticles = (viewer: Viewer, table: ArticleColumns = blogs): SQL =>
  seesDrafts(viewer) ? sql`true` : eq(table.isPublished, true);

/**
 * The articles every list, feed, sitemap and path figure shows, to admins too: the
 * published ones, as a visitor sees them (admins reach drafts through their own list).
 */
export const listedArticles = (table: ArticleColumns = blogs): SQL => visibleArticles(null, table);

/** The premium rule as SQL: the articles whose body this viewer may read (or search). */
export const unlockedFor = (viewer: Viewer, table: ArticleColumns = blogs): SQL =>
  readsPremium(viewer) ? sql`true` : not(table.isPremium);

/**
 * Which of the rule's answers this viewer gets: viewers of one kind see the same of every
 * article, so an answer that depends on the viewer only through the rule is shared by kind.
 */
export type AccessKind = 'free' | 'premium' | 'admin';

export function accessKind(viewer: Viewer): AccessKind {
  if (seesDrafts(viewer)) return 'admin';
  return readsPremium(viewer) ? 'premium' : 'free';
}

/**
 * Where an answer about articles may be cached: `public` (shared, by any cache) only for an
 * anonymous visitor; a signed-in reader's answer is theirs alone.
 */
export const accessScope = (viewer: Viewer): 'public' | 'private' =>
  viewer === null ? 'public' : 'private';

/**
 * One `make` per kind of viewer, made on its first use: a prepared statement with the rule
 * for that kind built in.
 */
export function perAccessKind<T>(make: (viewer: Viewer, kind: AccessKind) => T) {
  const made = new Map<AccessKind, T>();
  return (viewer: Viewer): T => {
    const kind = accessKind(viewer);
    let value = made.get(kind);
    if (value === undefined) {
      value = make(viewer, kind);
      made.set(kind, value);
    }
    return value;
  };
}
