import { z } from 'zod';
import { ADMIN_MESSAGES } from '../constants/admin-messages';
import {
  ARTICLE_LANGUAGE_MESSAGES,
  BLOG_FORM_MESSAGES as M,
  REVISION_LIMITS,
  REVISION_MESSAGES,
} from '../constants/content-messages';
import { quizErrorMessage, quizOf } from '../content/quiz-block';
import { LIMITS } from '../constants/limits';
import { LANGUAGES } from '../i18n/languages';
import { isoDateTimeSchema, isoDaySchema } from './common';
import { mindmapDataInputSchema } from './mindmap';

/** A field left empty: '' from a form, 'null' from multipart's text, or not sent at all. */
const isBlank = (value: unknown) => value === '' || value === 'null' || value == null;
const blankAsNull = (value: unknown) => (isBlank(value) ? null : value);
const blankAsUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** Multipart sends every field as text: 'true'/'false' and JSON arrive as strings. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** A time of the schedule: an ISO date-time with its offset, or none ('' from a form). */
const scheduleTime = (field: string) =>
  z.preprocess(
    blankAsNull,
    isoDateTimeSchema(
      `${field} must be an ISO date-time, e.g. 2027-01-31T09:00:00+06:00`,
    ).nullable(),
  );

/** Today as YYYY-MM-DD, a day ahead of UTC at most: an editor east of it may be in tomorrow. */
function latestReviewDay(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** The day the article was last checked: YYYY-MM-DD, not in the future; '' for none. */
const reviewDay = z.preprocess(
  blankAsNull,
  isoDaySchema(REVISION_MESSAGES.reviewedOnInvalid)
    .refine((day) => day <= latestReviewDay(), { error: REVISION_MESSAGES.reviewedOnInvalid })
    .nullable(),
);

/** Comma-separated, trimmed, without empties or repeats (any case), at most 20. */
export function normalizeTags(tags: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.split(',').map((item) => item.trim().replace(/\s+/g, ' '))) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag.slice(0, 40));
  }
  return kept.slice(0, 20).join(', ');
}

/** The docs/product.md §5 create-blog rules, in the spec's order, checked by the form and the server. */
export const blogWriteSchema = z.object({
  title: z
    .string({ error: M.titleTooShort })
    .trim()
    .min(LIMITS.blogTitleMin, { error: M.titleTooShort, abort: true })
    .max(LIMITS.blogTitleMax, { error: M.titleTooLong }),
  /** A category id, slug or name. */
  category: z.coerce
    .string({ error: M.categoryRequired })
    .trim()
    .min(1, { error: M.categoryRequired }),
  content: z
    .string({ error: M.contentTooShort })
    .trim()
    .min(LIMITS.blogContentMin, { error: M.contentTooShort })
    .max(200_000, { error: 'Content must be at most 200,000 characters' })
    .superRefine((content, context) => {
      const quiz = quizOf(content);
      if (!quiz.ok) context.addIssue({ code: 'custom', message: quizErrorMessage(quiz.error) });
    }),
  tags: z.string().max(1000).default('').transform(normalizeTags),
  excerpt: z
    .string()
    .trim()
    .max(1000, { error: 'Excerpt must be at most 1000 characters' })
    .default(''),
  isPremium: formBoolean.default(false),
  isPublished: formBoolean.default(true),
  /** Goes live by itself at this time (the article waits unpublished until then). */
  publishAt: scheduleTime('publishAt'),
  /** A premium article becomes free at this time. */
  freeAt: scheduleTime('freeAt'),
  /** 'Reviewed on': the day an editor last checked the article still holds. */
  reviewedOn: reviewDay,
  /** 'Tested with': the versions it was checked against, e.g. 'Node 22, PostgreSQL 17'. */
  testedWith: z
    .string()
    .trim()
    .max(REVISION_LIMITS.testedWithMax, { error: REVISION_MESSAGES.testedWithTooLong })
    .default(''),
  /** The language the article is written in; left out, English on create and unchanged on edit. */
  language: z.preprocess(
    blankAsUndefined,
    z.enum(LANGUAGES, { error: ARTICLE_LANGUAGE_MESSAGES.invalid }).optional(),
  ),
  /** On edit: the one line the revision keeps on what changed; written for it when empty. */
  changeSummary: z
    .string()
    .trim()
    .max(REVISION_LIMITS.changeSummaryMax, { error: REVISION_MESSAGES.changeSummaryTooLong })
    .default(''),
  /**
   * On edit: the article's `updated_at` as the editor loaded it. A save over a version saved
   * since is refused (409), so that one editor does not overwrite another's work unseen; left
   * out, the save replaces whatever is there (its history keeps it).
   */
  loadedUpdatedAt: z.preprocess(
    blankAsUndefined,
    isoDateTimeSchema(
      'loadedUpdatedAt must be the article’s updated_at, as the API gave it',
    ).optional(),
  ),
  /** On edit: drop the stored cover image (a new image sent alongside wins). */
  removeImage: formBoolean.default(false),
  /** The article's mind map as JSON text (multipart) or an object; empty means none sent. */
  mindmapData: z.preprocess(blankAsUndefined, mindmapDataInputSchema.optional()),
});
export type BlogWriteInput = z.input<typeof blogWriteSchema>;
export type BlogWrite = z.output<typeof blogWriteSchema>;

export const categoryWriteSchema = z.object({
  name: z
    .string({ error: ADMIN_MESSAGES.categoryNameRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.categoryNameRequired, abort: true })
    .min(2, { error: ADMIN_MESSAGES.categoryNameTooShort })
    .max(60, { error: ADMIN_MESSAGES.categoryNameTooLong }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: ADMIN_MESSAGES.categorySlugFormat })
    .max(60)
    .optional(),
  description: z.string().trim().max(500).optional(),
});
export type CategoryWrite = z.output<typeof categoryWriteSchema>;

/** A URL-safe slug from a name: 'Web Development' → 'web-development'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** An excerpt made from Markdown when the author gave none: plain text, cut at a word. */
export function excerptFromMarkdown(markdown: string, length = 200): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[[^\]]*]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length * 0.6)).trimEnd()}…`;
}
