import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ModerationAction } from '@codegrow/shared/constants/discussion';
import { siteDate } from '@codegrow/shared/time/site-day';
import type { SiteConfig } from '../../config/env';
import type { Database } from '../../db/client';
import {
  blockedWords,
  blogs,
  commentReports,
  comments,
  moderationSummaries,
  users,
} from '../../db/schema/index';
import { queueMail } from '../mail/mail-outbox';
import { moderationMails } from '../mail/mail-templates';
import { createAdminRepository } from '../admin/admin-repository';
import { setModerated } from './comments-repository';
import { createUsersRepository, type UserRow } from '../auth/users-repository';
import { createSettingsStore, SETTINGS_KEYS } from '../settings/settings-store';
import {
  moderationSettingsSchema,
  type ModerationSettings,
} from '@codegrow/shared/schemas/moderation';

/** How many comments the queue shows at once, oldest first. */
const QUEUE_PAGE = 100;

/** A comment waits for a moderator: held when written, or reported and not decided on yet. */
const waiting = or(
  eq(comments.status, 'held'),
  sql`EXISTS (SELECT 1 FROM ${commentReports} WHERE ${commentReports.commentId} = ${comments.id} AND ${commentReports.resolvedAt} IS NULL)`,
);
const inQueue = and(isNull(comments.deletedAt), waiting);

export interface QueueItem {
  comment: {
    id: number;
    blog_id: number;
    blog_title: string;
    parent_id: number | null;
    user_id: number | null;
    user_name: string | null;
    user_email: string | null;
    content: string;
    created_at: string;
  };
  reports: { reason: string; reporter: string | null; created_at: string }[];
  held: boolean;
  held_reason: string | null;
}

/** What a moderator decided, for the routes to tell the servers and the writer's thread. */
export interface Decision {
  blogId: number;
  commentId: number;
  /** A held comment now shown: its mentions are sent now. */
  published: boolean;
}

/**
 * The moderators' side of the discussion: readers' reports, the queue of held and reported
 * comments, the decisions on them, blocked words and bans. A decision changes a comment's
 * state and resolves its reports; the writer's audit trail says who decided and why.
 */
export function createModeration(db: Database) {
  const settingsStore = createSettingsStore(db);
  return {
    /** A reader's report; a second one by the same reader changes nothing. */
    async report(commentId: number, reporterId: number, reason: string): Promise<void> {
      await db
        .insert(commentReports)
        .values({ commentId, reporterId, reason })
        .onConflictDoNothing({ target: [commentReports.commentId, commentReports.reporterId] });
    },

    async queueSize(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comments)
        .where(inQueue);
      return row?.n ?? 0;
    },

    /** The oldest waiting comments, each with its open reports. */
    async queue(): Promise<QueueItem[]> {
      const rows = await db
        .select({
          id: comments.id,
          blogId: comments.blogId,
          blogTitle: blogs.title,
          parentId: comments.parentId,
          userId: comments.userId,
          userName: users.name,
          userEmail: users.email,
          content: comments.content,
          createdAt: comments.createdAt,
          status: comments.status,
          heldReason: comments.heldReason,
        })
        .from(comments)
        .innerJoin(blogs, eq(blogs.id, comments.blogId))
        .leftJoin(users, eq(users.id, comments.userId))
        .where(inQueue)
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(QUEUE_PAGE);
      const reports =
        rows.length === 0
          ? []
          : await db
              .select({
                commentId: commentReports.commentId,
                reason: commentReports.reason,
                reporter: users.name,
                createdAt: commentReports.createdAt,
              })
              .from(commentReports)
              .leftJoin(users, eq(users.id, commentReports.reporterId))
              .where(
                and(
                  inArray(
                    commentReports.commentId,
                    rows.map((row) => row.id),
                  ),
                  isNull(commentReports.resolvedAt),
                ),
              )
              .orderBy(asc(commentReports.id));
      return rows.map((row) => ({
        comment: {
          id: row.id,
          blog_id: row.blogId,
          blog_title: row.blogTitle,
          parent_id: row.parentId,
          user_id: row.userId,
          user_name: row.userName,
          user_email: row.userEmail,
          content: row.content,
          created_at: row.createdAt.toISOString(),
        },
        reports: reports
          .filter((report) => report.commentId === row.id)
          .map((report) => ({
            reason: report.reason,
            reporter: report.reporter,
            created_at: report.createdAt.toISOString(),
          })),
        held: row.status === 'held',
        held_reason: row.heldReason,
      }));
    },

    /**
     * Approves (shows, or keeps shown) or removes a waiting comment, resolving its reports, with
     * a line in its writer's audit trail; undefined if the comment is not waiting.
     */
    async decide(
      commentId: number,
      action: ModerationAction,
      actorId: number,
    ): Promise<Decision | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: comments.status, userId: comments.userId, blogId: comments.blogId })
          .from(comments)
          .where(and(eq(comments.id, commentId), inQueue))
          .for('update');
        if (!before) return undefined;
        await setModerated(tx, commentId, action);
        await tx
          .update(commentReports)
          .set({ resolvedAt: sql`now()` })
          .where(and(eq(commentReports.commentId, commentId), isNull(commentReports.resolvedAt)));
        if (before.userId !== null) {
          const detail = `comment #${commentId}${before.status === 'held' ? ' (held)' : ' (reported)'}`;
          await createAdminRepository(tx).audit(
            before.userId,
            actorId,
            action === 'approve' ? 'comment approved' : 'comment removed',
            detail,
          );
        }
        return {
          blogId: before.blogId,
          commentId,
          published: action === 'approve' && before.status === 'held',
        };
      });
    },

    /** The moderation settings; what was never set is off, so comments appear at once. */
    async settings(): Promise<ModerationSettings> {
      const kept = await settingsStore.read(SETTINGS_KEYS.moderation, moderationSettingsSchema);
      return kept ?? { holdFirstComments: false };
    },

    async saveSettings(settings: ModerationSettings): Promise<ModerationSettings> {
      await settingsStore.write(SETTINGS_KEYS.moderation, settings);
      return settings;
    },

    async blockedWords(): Promise<string[]> {
      const rows = await db
        .select({ word: blockedWords.word })
        .from(blockedWords)
        .orderBy(asc(blockedWords.word));
      return rows.map((row) => row.word);
    },

    /** The admins' list as a whole, kept lower-case, each word once. */
    async setBlockedWords(words: readonly string[]): Promise<string[]> {
      const kept = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
      await db.transaction(async (tx) => {
        await tx.delete(blockedWords);
        if (kept.length > 0) await tx.insert(blockedWords).values(kept.map((word) => ({ word })));
      });
      return kept.sort();
    },

    /** Bans an account (a reason, an optional end), or lifts its ban, with the audit line. */
    async setBan(
      account: UserRow,
      actorId: number,
      ban: { reason: string; until: Date | null } | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await createUsersRepository(tx).setBan(account.id, ban);
        const detail = ban
          ? `${ban.reason} (until ${ban.until ? ban.until.toISOString() : 'lifted'})`
          : (account.banReason ?? '');
        await createAdminRepository(tx).audit(
          account.id,
          actorId,
          ban ? 'ban' : 'ban lifted',
          detail,
        );
      });
    },
  };
}

/**
 * The day's summary of the queue to every admin, when it is not empty: once a site day, from
 * whichever server claims the day first (the claim and the mails commit together). Returns
 * how many mails were queued.
 */
export async function sendModerationSummary(
  db: Database,
  site: SiteConfig,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const waitingCount = await createModeration(db).queueSize();
  if (waitingCount === 0) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(moderationSummaries)
      .values({ sentOn: siteDate(now) })
      .onConflictDoNothing()
      .returning({ sentOn: moderationSummaries.sentOn });
    if (claimed.length === 0) return 0;
    const admins = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.role, 'admin'));
    for (const admin of admins) {
      await queueMail(
        tx,
        moderationMails.summary(site, {
          to: admin.email,
          name: admin.name,
          waiting: waitingCount,
          link: `${publicUrl}/admin?tab=moderation`,
        }),
      );
    }
    return admins.length;
  });
}
