import { WORD_CHARACTER } from './search-text';

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` holds `phrase` (any case) not inside a longer word: 'spam' is not in 'spammy',
 * '@Rahim' not in '@Rahima', Bangla's 'কাল' not in 'কালো' (its vowel signs are word too).
 * `notAfter` lists more characters it may not follow ('.@' keeps a mention out of an e-mail
 * address).
 */
export function hasPhrase(text: string, phrase: string, notAfter = ''): boolean {
  const before = `[${WORD_CHARACTER}_${escapeRegExp(notAfter)}]`;
  return new RegExp(`(?<!${before})${escapeRegExp(phrase)}(?![${WORD_CHARACTER}_])`, 'iu').test(
    text,
  );
}
