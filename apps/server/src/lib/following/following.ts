import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { FOLLOW_TEXT, type NewArticle } from '@codegrow/shared/constants/following';
import type { FollowWrite } from '@codegrow/shared/schemas/following';
import type { Database, Executor } from '../../db/client';
import {
  blogs,
  categories,
  followNotices,
  follows,
  learningPaths,
  learningPathSteps,
  users,
} from '../../db/schema/index';
import { listedArticles } from '../access/article-access';
import { notFound } from '../errors/app-error';
import { queueMail } from '../mail/mail-outbox';
import { listSignature, oneClickHeaders, signatureFits } from '../mail/one-click-unsubscribe';

export interface FollowLinks {
  publicUrl: string;
  secret: string;
}

const WEEK_MS = 7 * 86_400_000;

/** The list one follow's mail is, for its unsubscribe link's signature. */
const followList = (followId: number) => `follow:${followId}`;

/** A published article in a followed category or path that its follower has not heard of. */
interface NewForFollower {
  followId: number;
  userId: number;
  email: string;
  target: string;
  blogId: number;
  title: string;
}

/** The published articles of the follow's category or path, as (follow, article) rows. */
function inTarget(where: SQL | undefined) {
  const notHeardOf = sql`NOT EXISTS (SELECT 1 FROM ${followNotices} WHERE ${followNotices.userId} = ${follows.userId} AND ${followNotices.blogId} = ${blogs.id})`;
  const columns = {
    followId: follows.id,
    userId: follows.userId,
    email: users.email,
    blogId: blogs.id,
    title: blogs.title,
  };
  return { columns, where: and(where, listedArticles(), notHeardOf) };
}

async function newForFollowers(db: Executor, where: SQL | undefined): Promise<NewForFollower[]> {
  const { columns, where: wanted } = inTarget(where);
  const byCategory = await db
    .select({ ...columns, target: categories.name })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .innerJoin(categories, eq(categories.id, follows.categoryId))
    .innerJoin(blogs, eq(blogs.categoryId, follows.categoryId))
    .where(wanted)
    .orderBy(asc(follows.id), asc(blogs.id));
  const byPath = await db
    .select({ ...columns, target: learningPaths.title })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .innerJoin(learningPaths, eq(learningPaths.id, follows.pathId))
    .innerJoin(learningPathSteps, eq(learningPathSteps.pathId, follows.pathId))
    .innerJoin(blogs, eq(blogs.id, learningPathSteps.blogId))
    .where(wanted)
    .orderBy(asc(follows.id), asc(blogs.id));
  return [...byCategory, ...byPath];
}

/**
 * Marks the rows' articles as heard of by their readers; returns the rows this call marked
 * (one per reader and article): whichever server gets there first tells the reader, once.
 */
async function claimNotices(db: Executor, rows: NewForFollower[]): Promise<NewForFollower[]> {
  if (rows.length === 0) return [];
  const pairs = new Map(rows.map((row) => [`${row.userId}:${row.blogId}`, row]));
  const claimed = await db
    .insert(followNotices)
    .values([...pairs.values()].map(({ userId, blogId }) => ({ userId, blogId })))
    .onConflictDoNothing()
    .returning({ userId: followNotices.userId, blogId: followNotices.blogId });
  return claimed.flatMap(({ userId, blogId }) => pairs.get(`${userId}:${blogId}`) ?? []);
}

/**
 * Following categories and learning paths: a reader's choices, the e-mail for each new article
 * (queued in the mail outbox in the transaction that marks it as heard of), the weekly digest,
 * and the one-click unsubscribe links each such e-mail carries.
 */
export function createFollowing(db: Database, links: FollowLinks) {
  const articleUrl = (blogId: number) => `${links.publicUrl}/blog/${blogId}`;
  const unsubscribeUrl = (followId: number) =>
    `${links.publicUrl}/api/follows/unsubscribe?${new URLSearchParams({
      follow: String(followId),
      token: listSignature(links.secret, followList(followId)),
    }).toString()}`;

  async function targetExists({ categoryId, pathId }: FollowWrite) {
    if (categoryId !== undefined) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, categoryId));
      if (!row) throw notFound(FOLLOW_TEXT.categoryNotFound);
      return;
    }
    const [row] = await db
      .select({ id: learningPaths.id })
      .from(learningPaths)
      .where(eq(learningPaths.id, pathId ?? 0));
    if (!row) throw notFound(FOLLOW_TEXT.pathNotFound);
  }

  return {
    /**
     * Follows (or stops following) a category or path. What is there already counts as heard
     * of: a reader hears only of what comes after they followed.
     */
    async set(userId: number, write: FollowWrite): Promise<void> {
      await targetExists(write);
      const target =
        write.categoryId !== undefined
          ? eq(follows.categoryId, write.categoryId)
          : eq(follows.pathId, write.pathId ?? 0);
      await db.transaction(async (tx) => {
        if (write.mode === 'off') {
          await tx.delete(follows).where(and(eq(follows.userId, userId), target));
          return;
        }
        const [row] = await tx
          .insert(follows)
          .values({ userId, categoryId: write.categoryId, pathId: write.pathId, mode: write.mode })
          .onConflictDoUpdate({
            target:
              write.categoryId !== undefined
                ? [follows.userId, follows.categoryId]
                : [follows.userId, follows.pathId],
            set: { mode: write.mode },
          })
          .returning({ id: follows.id });
        const present = await newForFollowers(tx, eq(follows.id, row?.id ?? 0));
        await claimNotices(tx, present);
      });
    },

    /** What the reader follows, by name. */
    async list(userId: number) {
      const rows = await db
        .select({
          categoryId: follows.categoryId,
          pathId: follows.pathId,
          mode: follows.mode,
          categoryName: categories.name,
          categorySlug: categories.slug,
          pathTitle: learningPaths.title,
          pathSlug: learningPaths.slug,
        })
        .from(follows)
        .leftJoin(categories, eq(categories.id, follows.categoryId))
        .leftJoin(learningPaths, eq(learningPaths.id, follows.pathId))
        .where(eq(follows.userId, userId))
        .orderBy(asc(follows.id));
      return rows.map((row) => ({
        kind: row.categoryId !== null ? ('category' as const) : ('path' as const),
        id: row.categoryId ?? row.pathId ?? 0,
        name: row.categoryName ?? row.pathTitle ?? '',
        slug: row.categorySlug ?? row.pathSlug ?? '',
        mode: row.mode === 'weekly' ? ('weekly' as const) : ('each' as const),
      }));
    },

    /** Whether `token` is the signature of this follow's unsubscribe link. */
    linkFits: (followId: number, token: string) =>
      signatureFits(links.secret, followList(followId), token),

    /** The one-click unsubscribe: the follow ends. */
    async stop(followId: number): Promise<void> {
      await db.delete(follows).where(eq(follows.id, followId));
    },

    /**
     * One e-mail for each new article per follower who asked for each: queued with the marks
     * that it was sent, so a reader following its category and its path gets one. Safe to run
     * on every server at any time; how many went.
     */
    async notifyNew(): Promise<number> {
      return db.transaction(async (tx) => {
        const told = await claimNotices(tx, await newForFollowers(tx, eq(follows.mode, 'each')));
        for (const row of told) {
          const stop = unsubscribeUrl(row.followId);
          const article: NewArticle = { title: row.title, url: articleUrl(row.blogId) };
          await queueMail(tx, {
            to: row.email,
            subject: FOLLOW_TEXT.newArticleSubject(row.title),
            text: FOLLOW_TEXT.newArticleBody(row.target, article, stop),
            headers: oneClickHeaders(stop),
          });
        }
        return told.length;
      });
    },

    /**
     * The weekly digests due: each weekly follow a week after it started or after its last
     * digest is claimed (once across the fleet), and its new articles go in one e-mail.
     */
    async sendDigests(now = new Date()): Promise<number> {
      const weekAgo = new Date(now.getTime() - WEEK_MS);
      return db.transaction(async (tx) => {
        const due = await tx
          .update(follows)
          .set({ digestedAt: now })
          .where(
            and(
              eq(follows.mode, 'weekly'),
              or(
                and(isNull(follows.digestedAt), lte(follows.createdAt, weekAgo)),
                lte(follows.digestedAt, weekAgo),
              ),
            ),
          )
          .returning({ id: follows.id });
        if (due.length === 0) return 0;
        const rows = await newForFollowers(
          tx,
          inArray(
            follows.id,
            due.map((row) => row.id),
          ),
        );
        const told = await claimNotices(tx, rows);
        const byFollow = new Map<number, NewForFollower[]>();
        for (const row of told)
          byFollow.set(row.followId, [...(byFollow.get(row.followId) ?? []), row]);
        for (const [followId, articles] of byFollow) {
          const [first] = articles;
          if (!first) continue;
          const stop = unsubscribeUrl(followId);
          await queueMail(tx, {
            to: first.email,
            subject: FOLLOW_TEXT.digestSubject(articles.length),
            text: FOLLOW_TEXT.digestBody(
              first.target,
              articles.map((row) => ({ title: row.title, url: articleUrl(row.blogId) })),
              stop,
            ),
            headers: oneClickHeaders(stop),
          });
        }
        return byFollow.size;
      });
    },
  };
}

export type Following = ReturnType<typeof createFollowing>;
