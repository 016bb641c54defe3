import { z } from 'zod';
import { FOLLOW_MODES, FOLLOW_TEXT } from '../constants/following';
import { idSchema } from './common';

/** PUT /api/follows: one category or one path, and how to hear of it ('off' stops following). */
export const followWriteSchema = z
  .object({
    categoryId: idSchema('categoryId').optional(),
    pathId: idSchema('pathId').optional(),
    mode: z.enum(FOLLOW_MODES, { error: `mode must be one of ${FOLLOW_MODES.join(', ')}` }),
  })
  .refine((body) => (body.categoryId === undefined) !== (body.pathId === undefined), {
    error: FOLLOW_TEXT.targetRequired,
    path: ['categoryId'],
  });
export type FollowWrite = z.infer<typeof followWriteSchema>;

/** Something a reader follows, with its name and page. */
export const followSchema = z.object({
  kind: z.enum(['category', 'path']),
  id: z.number(),
  name: z.string(),
  /** The category's or path's slug, for its page. */
  slug: z.string(),
  mode: z.enum(['each', 'weekly']),
});
export type Follow = z.infer<typeof followSchema>;

/** GET /api/follows: what the reader follows. */
export const followListSchema = z.object({ follows: z.array(followSchema) });
