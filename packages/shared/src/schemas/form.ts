import type { z } from 'zod';
import type { FieldError } from './common';

/**
 * What a form shows first when its values are refused: the first issue of its schema, in the
 * schema's field order (the spec shows one message at a time), and the field it is about.
 */
export function firstFormError(schema: z.ZodType, values: unknown): FieldError | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? { field: issue.path.map(String).join('.') || 'body', msg: issue.message } : null;
}
