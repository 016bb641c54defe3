/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` holds `phrase` (any case) not inside a longer word: 'spam' is not in 'spammy',
 * '@Rahim' not in '@Rahima'. `notAfter` lists more characters it may not follow ('.@' keeps a
 * mention out of an e-mail address).
 */
export function hasPhrase(text: string, phrase: string, notAfter = ''): boolean {
  const before = `[\\p{L}\\p{N}_${escapeRegExp(notAfter)}]`;
  return new RegExp(`(?<!${before})${escapeRegExp(phrase)}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
}
