import type { Learning } from '@codegrow/shared/schemas/learning';
import { toPathSummaryJson, type PathRow } from './paths-repository';
import { canReadArticle, type Viewer } from '../access/article-access';
import type { StepProgress } from './progress-repository';

/**
 * The 'Learning' tab: each started path with how many of its steps are read and the first
 * unread one this reader may open to continue at (a skipped step is passed over, and a premium
 * one for a reader without a subscription); paths with something left come first, in the paths' order.
 */
export function learningOf(
  paths: PathRow[],
  steps: StepProgress[],
  viewer: Viewer,
): Learning['paths'] {
  const stepsByPath = new Map<number, StepProgress[]>();
  for (const step of steps)
    stepsByPath.set(step.pathId, [...(stepsByPath.get(step.pathId) ?? []), step]);
  const started = paths.flatMap((path) => {
    const own = stepsByPath.get(path.id);
    if (!own) return [];
    const unread = own.filter((step) => !step.read);
    const next = unread.find((step) => !step.skipped && canReadArticle(step, viewer));
    return [
      {
        ...toPathSummaryJson(path),
        read_steps: own.filter((step) => step.read).length,
        continue_at: next
          ? { blog_id: next.blogId, title: next.title, position: next.position }
          : null,
        locked_steps: unread.filter((step) => !step.skipped && !canReadArticle(step, viewer))
          .length,
        skipped_steps: unread.filter((step) => step.skipped).length,
      },
    ];
  });
  return started.toSorted(
    (a, b) => Number(a.continue_at === null) - Number(b.continue_at === null),
  );
}
