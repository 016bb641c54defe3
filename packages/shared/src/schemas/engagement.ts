import { z } from 'zod';
import { READER_MESSAGES } from '../constants/content-messages';
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

/** A comment is plain text: trimmed, 1 to 2000 characters. */
export const commentInputSchema = z.object({
  content: z
    .string({ error: READER_MESSAGES.commentEmpty })
    .trim()
    .min(1, { error: READER_MESSAGES.commentEmpty, abort: true })
    .max(LIMITS.commentMax, { error: `Comment must be at most ${LIMITS.commentMax} characters` }),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentSchema = z.object({
  id: z.number(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A page of an article's discussion continues after the last comment of the one before. */
export const commentsPageQuerySchema = z.object({ before: idSchema('before').optional() });

/** Newest first, `LIMITS.commentsPageSize` at a time; `total` counts the whole discussion. */
export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
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
