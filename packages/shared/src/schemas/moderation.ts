import { z } from 'zod';
import {
  DISCUSSION_LIMITS,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
} from '../constants/discussion';
import { untilDaySchema } from './until-day';

/** A comment waiting for a moderator: held when written, or reported. */
export const moderationItemSchema = z.object({
  comment: z.object({
    id: z.number(),
    blog_id: z.number(),
    blog_title: z.string(),
    parent_id: z.number().nullable(),
    user_id: z.number().nullable(),
    user_name: z.string().nullable(),
    user_email: z.string().nullable(),
    content: z.string(),
    created_at: z.string(),
  }),
  reports: z.array(
    z.object({ reason: z.string(), reporter: z.string().nullable(), created_at: z.string() }),
  ),
  held: z.boolean(),
  held_reason: z.string().nullable(),
});

export const moderationDecisionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'action must be approve or remove' }),
});

/** A ban: a reason, and an end (an ISO date-time) or none (until lifted). */
export const banSchema = z.object({
  reason: z
    .string({ error: MODERATION_MESSAGES.banReasonRequired })
    .trim()
    .min(1, { error: MODERATION_MESSAGES.banReasonRequired, abort: true })
    .max(DISCUSSION_LIMITS.banReasonMax, {
      error: `reason must be at most ${DISCUSSION_LIMITS.banReasonMax} characters`,
    }),
  until: z.iso
    .datetime({ offset: true, error: 'until must be an ISO date-time, or null' })
    .nullable()
    .default(null),
});

/** The admins' blocked words, as a whole. */
export const blockedWordsSchema = z.object({
  words: z
    .array(
      z
        .string({ error: 'each word must be text' })
        .trim()
        .min(1, { error: 'a blocked word cannot be empty' })
        .max(DISCUSSION_LIMITS.blockedWordMax, {
          error: `a blocked word is at most ${DISCUSSION_LIMITS.blockedWordMax} characters`,
        }),
      { error: 'words must be a list' },
    )
    .max(DISCUSSION_LIMITS.blockedWordsMax, {
      error: `at most ${DISCUSSION_LIMITS.blockedWordsMax} blocked words`,
    }),
});

export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** GET /api/admin/moderation: the oldest waiting comments, each with its open reports. */
export const moderationQueueSchema = z.object({ items: z.array(moderationItemSchema) });
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;
export type BanInput = z.input<typeof banSchema>;

/** The moderation settings: whether a reader's first comment waits (off unless an admin says). */
export const moderationSettingsSchema = z.object({
  holdFirstComments: z.boolean({ error: 'holdFirstComments must be true or false' }),
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;

/** The ban form: a reason, and the last day ('' until lifted; `untilOfDay` makes it `until`). */
export const banFormSchema = banSchema
  .pick({ reason: true })
  .extend({ until: untilDaySchema(MODERATION_MESSAGES.banEndInPast) });

/** The blocked-words field's text as the API takes it: one word a line, each line sent. */
export const blockedWordLines = (text: string) => text.split('\n');

/**
 * The blocked-words form: the text, its lines checked by the API's rules, the first refusal
 * on the field (the words have no field of their own).
 */
export const blockedWordsFormSchema = z.object({
  words: z.string().superRefine((text, context) => {
    const [issue] =
      blockedWordsSchema.shape.words.safeParse(blockedWordLines(text)).error?.issues ?? [];
    if (issue) context.addIssue({ code: 'custom', message: issue.message });
  }),
});
