/**
 * Text as search reads it, the same for what is stored and what a reader types. Bangla has
 * two spellings of several letters: য়, ড়, ঢ় as one code point or as the letter and a nukta
 * (NFC makes both the second), and khanda ta as ৎ or as ত, hasanta and a zero-width joiner
 * (made ৎ). The joiners (ZWJ, ZWNJ) only choose how letters are drawn, and are dropped, so a
 * word matches whichever way its writer's keyboard typed it. PostgreSQL's half of this is
 * `searchable()` in the server's schema, built from the same constants.
 */

/** Khanda ta as older keyboards type it: ত, hasanta, zero-width joiner. */
export const KHANDA_TA_SPELLED = '\u09A4\u09CD\u200D';
export const KHANDA_TA = '\u09CE';
/** Zero-width non-joiner and joiner. */
export const JOINERS = '\u200C\u200D';

const JOINER = new RegExp(`[${JOINERS}]`, 'g');

export function searchText(text: string): string {
  return text.replaceAll(KHANDA_TA_SPELLED, KHANDA_TA).normalize('NFC').replace(JOINER, '');
}

/**
 * A word's characters: letters, the marks that write Bangla's vowels and signs on them
 * (ি, ু, ্, ং ...), and digits. Without the marks, 'সূচিপত্র' fell apart into pieces.
 */
export const WORD_CHARACTER = '\\p{L}\\p{M}\\p{N}';
