import { LIMITS } from '../constants/limits';

/** Minutes to read a number of words: words / 200, rounded up (docs/product.md §9). */
export function readingTimeFromWords(words: number): number {
  return Math.ceil(words / LIMITS.wordsPerMinute);
}

/** Minutes to read a text, its words split on whitespace as the database counts them. */
export function readingTimeMinutes(text: string): number {
  return readingTimeFromWords(text.trim().split(/\s+/).filter(Boolean).length);
}
