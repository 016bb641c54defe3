import { z } from 'zod';
import { READER_MESSAGES } from '../constants/content-messages';
import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES } from '../constants/discussion';
import { LIMITS } from '../constants/limits';
import { blogSchema } from './blog';
import { idSchema } from './common';

export const likeToggleSchema = z.object({ liked: z.boolean(), likesCount: z.number() });
export const likeStatusSchema = likeToggleSchema.extend({ isLiked: z.boolean() });
export const saveToggleSchema = z.object({ saved: z.boolean() });

export const siteStatsSchema = z.object({
  totalBlogs: z.number(),
  totalUsers: z.number(),
  premiumBlogs: z.number(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

export const savedBlogSchema = blogSchema.extend({ saved_at: z.string() });
export const savedResponseSchema = z.object({
  blogs: z.array(savedBlogSchema),
  totalCount: z.number(),
  premiumCount: z.number(),
  likesCount: z.number(),
  /** Articles this reader has read to the end or marked read: the dashboard's 'Blogs Read'. */
  blogsRead: z.number(),
});
export type SavedResponse = z.infer<typeof savedResponseSchema>;

/** A comment's text: Markdown, trimmed, 1 to 2000 characters. */
const commentContentSchema = z
  .string({ error: READER_MESSAGES.commentEmpty })
  .trim()
  .min(1, { error: READER_MESSAGES.commentEmpty, abort: true })
  .max(LIMITS.commentMax, { error: READER_MESSAGES.commentTooLong });

/** A new comment; with `parentId`, a reply (to a reply: in the same thread). */
export const commentInputSchema = z.object({
  content: commentContentSchema,
  parentId: idSchema('parentId').nullish(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** A writer's change to their comment, within the edit window. */
export const commentEditSchema = z.object({ content: commentContentSchema });
export type CommentEdit = z.input<typeof commentEditSchema>;

/** `{ pinned: false }` unpins; no body, or `pinned: true`, pins. */
export const commentPinSchema = z.object({ pinned: z.boolean().optional() }).nullish();

/**
 * `content` is the writer's Markdown, `content_html` what readers see. A deleted or removed
 * comment keeps its place in its thread and nothing else: no text, no writer.
 */
export const commentSchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  user_id: z.number().nullable(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  content: z.string(),
  content_html: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  pinned: z.boolean(),
  deleted: z.boolean(),
  /** Waiting for a moderator: shown to its writer alone. */
  held: z.boolean(),
  /** Taken down by a moderator (also `deleted`: nothing of it is sent). */
  removed: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A thread: a comment and its replies, the pinned (accepted) one first, then oldest first. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** A page of an article's discussion continues after the last comment of the one before. */
export const commentsPageQuerySchema = z.object({ before: idSchema('before').optional() });

/**
 * Threads newest first, a pinned one before them on the first page, `LIMITS.commentsPageSize`
 * at a time; `total` counts every comment of the discussion that is not deleted.
 */
export const commentsPageSchema = z.object({
  comments: z.array(commentThreadSchema),
  hasMore: z.boolean(),
  total: z.number(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

export const visitInputSchema = z.object({
  userAgent: z.string().max(1000).optional(),
  referrer: z.string().max(2000).optional(),
});

export const visitorStatsSchema = z.object({
  totalVisitors: z.number(),
  uniqueVisitors: z.number(),
  totalViews: z.number(),
});
export type VisitorStats = z.infer<typeof visitorStatsSchema>;

/** A reader's report of a comment. */
export const commentReportSchema = z.object({
  reason: z
    .string({ error: DISCUSSION_MESSAGES.reportReasonRequired })
    .trim()
    .min(1, { error: DISCUSSION_MESSAGES.reportReasonRequired, abort: true })
    .max(DISCUSSION_LIMITS.reportReasonMax, {
      error: DISCUSSION_MESSAGES.reportReasonTooLong,
    }),
});
