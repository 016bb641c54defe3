import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing } from '../../db/like-pattern';
import {
  blogSaves,
  blogs,
  categories,
  categoryCounts,
  transactions,
  userAuditLog,
  users,
} from '../../db/schema/index';
import { subscriptionIsActive } from '../auth/users-repository';
import { likesOf } from '../engagement/counts';

/** What the admin screens count and list; everything is computed in the database. */
export function createAdminRepository(db: Executor) {
  return {
    /**
     * docs/product.md §9: revenue is the sum of approved amounts; active subs are users whose
     * subscription is active now (one for a period whose end has passed is not).
     */
    async dashboardStats() {
      const [row] = await db
        .select({
          totalUsers: sql<number>`(SELECT count(*) FROM ${users})::int`,
          activeSubscriptions: sql<number>`(SELECT count(*) FROM ${users} WHERE ${subscriptionIsActive})::int`,
          totalRevenue: sql<number>`(SELECT coalesce(sum(${transactions.amount}), 0) FROM ${transactions} WHERE ${transactions.status} = 'approved')::int`,
          pendingTransactions: sql<number>`(SELECT count(*) FROM ${transactions} WHERE ${transactions.status} = 'pending')::int`,
          totalBlogs: sql<number>`(SELECT coalesce(sum(${categoryCounts.articles}), 0) FROM ${categoryCounts})::int`,
          premiumBlogs: sql<number>`(SELECT coalesce(sum(${categoryCounts.premium}), 0) FROM ${categoryCounts})::int`,
        })
        .from(sql`(SELECT 1) AS one`);
      return (
        row ?? {
          totalUsers: 0,
          activeSubscriptions: 0,
          totalRevenue: 0,
          pendingTransactions: 0,
          totalBlogs: 0,
          premiumBlogs: 0,
        }
      );
    },

    async listUsers(query: { search?: string | undefined; page: number; limit: number }) {
      const where = query.search
        ? or(
            ilike(users.email, containing(query.search)),
            ilike(users.name, containing(query.search)),
          )
        : undefined;
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [counted] = await db.select({ n: count() }).from(users).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async savedCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(blogSaves)
        .where(eq(blogSaves.userId, userId));
      return row?.n ?? 0;
    },

    /** Every article, drafts included, newest first; search by title or author. */
    async listBlogs(search: string | undefined) {
      const filter: SQL | undefined = search
        ? or(ilike(blogs.title, containing(search)), ilike(blogs.authorName, containing(search)))
        : undefined;
      return db
        .select({
          id: blogs.id,
          title: blogs.title,
          author_name: blogs.authorName,
          category: categories.name,
          is_premium: blogs.isPremium,
          is_published: blogs.isPublished,
          publishAt: blogs.publishAt,
          freeAt: blogs.freeAt,
          likes_count: likesOf(blogs.id),
          createdAt: blogs.createdAt,
        })
        .from(blogs)
        .innerJoin(categories, eq(categories.id, blogs.categoryId))
        .where(filter)
        .orderBy(desc(blogs.createdAt), desc(blogs.id));
    },

    async audit(userId: number, actorId: number, action: string, detail: string) {
      await db.insert(userAuditLog).values({ userId, actorId, action, detail });
    },

    async auditTrail(userId: number) {
      return db
        .select({
          action: userAuditLog.action,
          detail: userAuditLog.detail,
          createdAt: userAuditLog.createdAt,
          actor: users.email,
        })
        .from(userAuditLog)
        .leftJoin(users, eq(users.id, userAuditLog.actorId))
        .where(and(eq(userAuditLog.userId, userId)))
        .orderBy(asc(userAuditLog.id));
    },
  };
}
