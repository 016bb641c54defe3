import type { Learning } from '@codegrow/shared/schemas/learning';
import { toPathSummaryJson, type PathRow } from './paths-repository';
import type { StepProgress } from './progress-repository';

/**
 * The 'Learning' tab: each started path with how many of its steps are read and the first
 * unread one to continue at; paths with something left come first, in the paths' order.
 */
export function learningOf(paths: PathRow[], steps: StepProgress[]): Learning['paths'] {
  const stepsByPath = new Map<number, StepProgress[]>();
  for (const step of steps)
    stepsByPath.set(step.pathId, [...(stepsByPath.get(step.pathId) ?? []), step]);
  const started = paths.flatMap((path) => {
    const own = stepsByPath.get(path.id);
    if (!own) return [];
    const next = own.find((step) => !step.read);
    return [
      {
        ...toPathSummaryJson(path),
        read_steps: own.filter((step) => step.read).length,
        continue_at: next
          ? { blog_id: next.blogId, title: next.title, position: next.position }
          : null,
      },
    ];
  });
  return started.toSorted(
    (a, b) => Number(a.continue_at === null) - Number(b.continue_at === null),
  );
}
