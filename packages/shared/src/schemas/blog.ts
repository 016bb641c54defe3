import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { LANGUAGES } from '../i18n/languages';
import { ID_MAX, idSchema, pageQuerySchema, paginationSchema } from './common';

const isCategoryIdOrSlug = (value: string) =>
  !/^\d+$/.test(value) || idSchema('category').safeParse(value).success;

/** GET /api/blogs: page from 1, at most 50 a page, category by id or slug. */
export const blogListQuerySchema = pageQuerySchema(
  LIMITS.blogListPageSize,
  LIMITS.blogListMaxPageSize,
).extend({
  category: z
    .string()
    .trim()
    .max(100, { error: 'category must be at most 100 characters' })
    .refine(isCategoryIdOrSlug, { error: `category must be a slug or an id up to ${ID_MAX}` })
    .optional(),
  search: z.string().trim().max(200, { error: 'search must be at most 200 characters' }).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/**
 * An article as the API returns it. `content` (the Markdown), `content_html` (the
 * body as readers see it) and `mindmap_data` are null and `locked` true when the
 * viewer may not read a premium article; lists never carry either body.
 */
export const blogSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  category_id: z.number(),
  category_slug: z.string(),
  tags: z.string(),
  excerpt: z.string(),
  content: z.string().nullable(),
  content_html: z.string().nullable(),
  image_url: z.string().nullable(),
  is_premium: z.boolean(),
  is_published: z.boolean(),
  author_name: z.string(),
  publish_date: z.string().nullable(),
  /** A scheduled article (not published yet): when it goes live by itself. */
  publish_at: z.string().nullable(),
  /** A premium article that becomes free to everyone at this time. */
  free_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  likes_count: z.number(),
  reading_time: z.number(),
  locked: z.boolean(),
  /** 'Reviewed on': the day an editor last checked the article (YYYY-MM-DD). */
  reviewed_on: z.string().nullable(),
  /** 'Tested with': the versions it was checked against. */
  tested_with: z.string().nullable(),
  /** The language the article is written in; pages in the other language mark its text so. */
  language: z.enum(LANGUAGES),
  /** Neither reviewed nor published in the last year: readers see a notice. */
  review_due: z.boolean(),
  /** One article only: its latest changes since publication ('Updated on'), newest first. */
  changes: z.array(z.object({ created_at: z.string(), summary: z.string() })).optional(),
  mindmap_data: z.unknown().nullable().optional(),
  /**
   * Search results only: about twenty words of the body around the words found, as plain
   * text; null when only the title, tags or excerpt matched, or the body is locked.
   */
  snippet: z.string().nullable().optional(),
  /** Only on authenticated requests, so anonymous answers stay shareable. */
  isLiked: z.boolean().optional(),
  isSaved: z.boolean().optional(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListResponseSchema = z.object({
  blogs: z.array(blogSchema),
  pagination: paginationSchema,
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;
export const blogResponseSchema = z.object({ blog: blogSchema });

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  blog_count: z.number(),
});
export type Category = z.infer<typeof categorySchema>;
