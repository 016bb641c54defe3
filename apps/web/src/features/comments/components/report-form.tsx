import { lazy, Suspense } from 'react';
import type { ReportFormProps } from './report-form-fields';

/**
 * Loaded when a reader opens it: react-hook-form, its resolver and the server's schema (zod)
 * stay out of the article page's script, which most readers never need them in
 * (docs/benchmarks.md, 'The pages' script').
 */
const ReportFields = lazy(async () => ({
  default: (await import('./report-form-fields')).ReportFields,
}));

/** Why a reader reports a comment, written in place under it; a moderator reads it. */
export function ReportForm(props: ReportFormProps) {
  return (
    <Suspense fallback={null}>
      <ReportFields {...props} />
    </Suspense>
  );
}
