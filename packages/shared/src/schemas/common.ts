import { z } from 'zod';

/** The largest id there is: ids are PostgreSQL `integer` columns. */
export const ID_MAX = 2_147_483_647;

/**
 * An id from a route, a query or a body (digits as text or a number): a whole
 * number from 1 to ID_MAX, refused with a message that names `field`.
 */
export const idSchema = (field = 'id') =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be positive` })
    .max(ID_MAX, { error: `${field} must be at most ${ID_MAX}` });

/**
 * The years a date the API takes may fall in: the site records nothing older, and PostgreSQL
 * stores every one of them (it has no year 0, and an offset can push 9999 into 10000).
 */
const YEARS = { first: 1970, last: 9999 } as const;
const inYears = (year: number) => year >= YEARS.first && year <= YEARS.last;

/** An ISO date-time with its offset, in YEARS once turned to UTC; refused with `error`. */
export const isoDateTimeSchema = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .refine((value) => inYears(new Date(value).getUTCFullYear()), { error });

/** A day (YYYY-MM-DD) or a month (YYYY-MM) whose year is in YEARS; refused with `error`. */
export const isoDaySchema = (error: string) =>
  z.iso.date({ error }).refine((value) => inYears(Number(value.slice(0, 4))), { error });
export const isoMonthSchema = (error: string) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error })
    .refine((value) => inYears(Number(value.slice(0, 4))), { error });

/** A route's `:id`, e.g. /api/blogs/:id. */
export const idParamSchema = z.object({ id: idSchema() });

/** Pages far past any list's end are refused rather than turned into a huge OFFSET. */
export const PAGE_MAX = 100_000;

/** `page` and `limit` of a paged list: page from 1, `limit` up to `maxLimit`. */
export const pageQuerySchema = (defaultLimit: number, maxLimit: number) =>
  z.object({
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int({ error: 'page must be a whole number' })
      .min(1, { error: 'page must be 1 or more' })
      .max(PAGE_MAX, { error: `page must be at most ${PAGE_MAX}` })
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be 1 or more' })
      .max(maxLimit, { error: `limit must be at most ${maxLimit}` })
      .default(defaultLimit),
  });

export const fieldErrorSchema = z.object({ field: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error shape every failing API call returns. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  /** degraded: the database is unreachable; busy: the server is turning requests away. */
  status: z.enum(['ok', 'degraded', 'busy']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
export const livenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/** How every paged list describes where it is. */
export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, hasMore: page * limit < total };
}
