import { z } from 'zod';
import { idSchema } from './common';

/** A revision as the history lists it: when, by whom, what changed, and its title. */
export const revisionSummarySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  summary: z.string(),
  author_name: z.string(),
  title: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET /api/blogs/{id}/revisions (admins): newest first; the first is the current version. */
export const revisionListSchema = z.object({ revisions: z.array(revisionSummarySchema) });

/** GET /api/blogs/{id}/revisions/{revisionId}: the version whole, for the diff. */
export const revisionSchema = z.object({
  revision: revisionSummarySchema.extend({ content: z.string(), tags: z.string() }),
});
export type Revision = z.infer<typeof revisionSchema>['revision'];

export const revisionParamsSchema = z.object({
  id: idSchema(),
  revisionId: idSchema('revisionId'),
});

/**
 * The restore may name the version the admin's page showed as current: a stale page is refused.
 * Without it (or without a body) the chosen revision is restored over whatever is current.
 */
export const revisionRestoreSchema = z
  .object({ currentRevisionId: idSchema('currentRevisionId').optional() })
  .nullish();
