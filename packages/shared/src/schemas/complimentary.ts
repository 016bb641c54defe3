import { z } from 'zod';
import { COMPLIMENTARY_MESSAGES as M } from '../constants/admin-messages';
import { untilDaySchema } from './until-day';

/** POST /api/admin/users/{id}/complimentary: why, and until when (null: for life). */
export const complimentaryGrantSchema = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired, abort: true })
    .max(M.reasonMax, { error: `reason must be at most ${M.reasonMax} characters` }),
  until: z.iso
    .datetime({ offset: true, error: 'until must be an ISO date-time, or null' })
    .nullable()
    .default(null),
});
export type ComplimentaryGrant = z.input<typeof complimentaryGrantSchema>;

/**
 * The admin's form: the reason, and the last day ('' for life; `untilOfDay` makes it the API's
 * `until`).
 */
export const complimentaryFormSchema = complimentaryGrantSchema
  .pick({ reason: true })
  .extend({ until: untilDaySchema(M.untilInPast) });
