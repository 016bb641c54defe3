/**
 * The shape a translation must have: every key of the English texts, each a string. TypeScript
 * refuses a Bangla file that misses a text or adds one, so no page is left half in English.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
