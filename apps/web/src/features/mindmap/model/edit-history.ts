/** How many steps back an author can go. */
export const HISTORY_LIMIT = 100;

/** A value with the steps that led to it and the ones undone, for undo and redo. */
export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /**
   * What the last step was part of (one drag of one node): a step of the same gesture
   * replaces it instead of adding another, so one undo takes back the whole drag.
   */
  gesture: string | null;
}

export const startHistory = <T>(present: T): EditHistory<T> => ({
  past: [],
  present,
  future: [],
  gesture: null,
});

/** A new state; what was undone is gone for good. */
export function record<T>(
  history: EditHistory<T>,
  next: T,
  gesture: string | null = null,
): EditHistory<T> {
  if (next === history.present) return history;
  if (gesture !== null && gesture === history.gesture)
    return { ...history, present: next, future: [] };
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    gesture,
  };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    gesture: null,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, gesture: null };
}
