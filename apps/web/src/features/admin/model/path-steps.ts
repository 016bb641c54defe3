/** A step of a path being edited: the article, by id, with its title to show. */
export interface EditedStep {
  id: number;
  title: string;
}

/** The steps with the one at `from` moved to `to` (both clamped to the list); the rest keep their order. */
export function moveStep<T>(steps: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(to, 0), steps.length - 1);
  if (from < 0 || from >= steps.length || from === target) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** Adds an article at the end; one already in the path stays where it is. */
export function addStep(steps: readonly EditedStep[], step: EditedStep): EditedStep[] {
  return steps.some((item) => item.id === step.id) ? [...steps] : [...steps, step];
}

export function removeStep(steps: readonly EditedStep[], id: number): EditedStep[] {
  return steps.filter((item) => item.id !== id);
}

/** Where a key press on a step's handle moves it: arrows by one, Home and End to the ends. */
export function keyMoveTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowUp') return index - 1;
  if (key === 'ArrowDown') return index + 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
