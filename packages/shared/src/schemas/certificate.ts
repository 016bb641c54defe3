import { z } from 'zod';

/** A certificate as anyone who has its id may see it (it is meant to be shown). */
export const certificateSchema = z.object({
  id: z.string(),
  name: z.string(),
  path_title: z.string(),
  path_slug: z.string(),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateResponseSchema = z.object({ certificate: certificateSchema });

export const certificateIdParamSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, { error: 'id must be a certificate id' }),
});
