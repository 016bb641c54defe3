import { z } from 'zod';
import { LEARNING_LIMITS, PATH_FORM_MESSAGES as M, PATH_LEVELS } from '../constants/learning';
import { LANGUAGES } from '../i18n/languages';
import { blogSchema } from './blog';
import { idSchema } from './common';

/** A path's address: lower-case letters, digits and single dashes. */
const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slugFormat })
  .max(80, { error: M.slugFormat });

/** What an admin sends to create or change a path: its steps are the articles, in order. */
export const pathWriteSchema = z.object({
  title: z
    .string({ error: M.titleLength })
    .trim()
    .min(LEARNING_LIMITS.titleMin, { error: M.titleLength })
    .max(LEARNING_LIMITS.titleMax, { error: M.titleLength }),
  slug: z.preprocess((value) => (value === '' ? undefined : value), slugSchema.optional()),
  description: z
    .string()
    .trim()
    .max(LEARNING_LIMITS.descriptionMax, { error: M.descriptionLength })
    .default(''),
  level: z.enum(PATH_LEVELS, { error: M.level }),
  /** The article whose image is the path's cover; none: the first step with an image. */
  coverBlogId: idSchema('coverBlogId').nullable().default(null),
  blogIds: z
    .array(idSchema('blogIds'), { error: M.stepsRequired })
    .min(1, { error: M.stepsRequired })
    .max(LEARNING_LIMITS.stepsMax, { error: M.tooManySteps })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.repeatedStep }),
});
export type PathWriteInput = z.input<typeof pathWriteSchema>;
export type PathWrite = z.output<typeof pathWriteSchema>;

export const pathSlugParamSchema = z.object({ slug: slugSchema });

/** A path as lists show it: no steps, their number and total reading time. */
export const pathSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  level: z.enum(PATH_LEVELS),
  cover_url: z.string().nullable(),
  cover_blog_id: z.number().nullable(),
  steps: z.number(),
  premium_steps: z.number(),
  reading_time: z.number(),
  updated_at: z.string(),
});
export type PathSummary = z.infer<typeof pathSummarySchema>;

/** A step is the article as a list shows it (no body): the premium rule applies as anywhere. */
export const pathSchema = pathSummarySchema.extend({ articles: z.array(blogSchema) });
export type LearningPath = z.infer<typeof pathSchema>;

export const pathListResponseSchema = z.object({ paths: z.array(pathSummarySchema) });
export const pathResponseSchema = z.object({ path: pathSchema });

const stepLinkSchema = z
  .object({ id: z.number(), title: z.string(), language: z.enum(LANGUAGES) })
  .nullable();

/** Where an article stands in a path it belongs to: 'Step 3 of 8 in …' with its neighbours. */
export const pathPlaceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  step: z.number(),
  steps: z.number(),
  previous: stepLinkSchema,
  next: stepLinkSchema,
});
export type PathPlace = z.infer<typeof pathPlaceSchema>;
export const pathPlacesResponseSchema = z.object({ places: z.array(pathPlaceSchema) });

/** How far down the article the reader was, 0 (top) to 1 (end). */
const positionSchema = z
  .number({ error: M.position })
  .min(0, { error: M.position })
  .max(1, { error: M.position });

/** A reader's progress through one article. */
export const progressSchema = z.object({
  blog_id: z.number(),
  position: z.number(),
  read: z.boolean(),
  /** The reader answered every question of the article's checks (the server knows). */
  checked: z.boolean().optional(),
  /** The reader passes over this article in its paths: neither read nor left to read. */
  skipped: z.boolean().optional(),
});
export type Progress = z.infer<typeof progressSchema>;

/**
 * PUT /api/progress/:id: the position reached, read (or unread, by hand), skipped (or not).
 * Read wins: an article read is no longer skipped.
 */
export const progressWriteSchema = z
  .object({
    position: positionSchema.optional(),
    read: z.boolean().optional(),
    skipped: z.boolean().optional(),
  })
  .refine(
    (value) =>
      value.position !== undefined || value.read !== undefined || value.skipped !== undefined,
    { error: M.progressEmpty },
  );
export type ProgressWrite = z.infer<typeof progressWriteSchema>;

/** POST /api/progress/merge: what a visitor read in this browser, joined to the account. */
export const progressMergeSchema = z.object({
  entries: z
    .array(
      z.object({
        blog_id: idSchema('blog_id'),
        position: positionSchema,
        read: z.boolean(),
        skipped: z.boolean().optional(),
      }),
    )
    .max(LEARNING_LIMITS.mergeMax, { error: M.tooManyEntries })
    .refine((entries) => new Set(entries.map((entry) => entry.blog_id)).size === entries.length, {
      error: M.repeatedEntry,
    }),
});
export type ProgressMerge = z.infer<typeof progressMergeSchema>;

export const progressListResponseSchema = z.object({ progress: z.array(progressSchema) });
export const progressResponseSchema = z.object({ progress: progressSchema });

/** The dashboard's 'Learning' tab: each path the reader has started, and where to go on. */
export const learningSchema = z.object({
  paths: z.array(
    pathSummarySchema.extend({
      read_steps: z.number(),
      /**
       * The first step neither read nor skipped that the reader may open, and how far down it
       * they were; null when there is none.
       */
      continue_at: z
        .object({ blog_id: z.number(), title: z.string(), position: z.number() })
        .nullable(),
      /** Steps neither read nor skipped that are premium to this reader (a subscription opens them). */
      locked_steps: z.number(),
      /** Steps the reader chose to skip: not read, and not where 'Continue' goes. */
      skipped_steps: z.number(),
    }),
  ),
});
export type Learning = z.infer<typeof learningSchema>;
