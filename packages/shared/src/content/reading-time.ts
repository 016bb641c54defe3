import { LIMITS } from '../constants/limits';

/** Minutes to read a text: words / 200, rounded up (SPEC 9); at least 1 for any text. */
export function readingTimeMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return words === 0 ? 0 : Math.ceil(words / LIMITS.wordsPerMinute);
}
