import { z } from 'zod';

/** A positive integer id in a route, e.g. /api/blogs/:id. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int({ error: 'id must be a whole number' })
    .positive({ error: 'id must be positive' }),
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
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

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
