import { escapeRegExp } from '@codegrow/shared/content/phrase-match';
import { JOINERS, searchText, WORD_CHARACTER } from '@codegrow/shared/content/search-text';
/** A piece of text, marked when it matches the search. */
export interface TextPart {
  text: string;
  match: boolean;
}

const MIN_TERM_LENGTH = 2;
/** Words of the web-search syntax the server understands (websearch_to_tsquery). */
const OPERATORS = new Set(['or', 'and', 'not']);

/**
 * A crude English stem, so 'closures' also marks 'closure' and 'indexing'
 * 'indexes': the server's full-text search matches word forms, not spellings.
 */
function stem(term: string): string {
  for (const suffix of ['ing', 'ies', 'es', 'ed', 's']) {
    if (term.endsWith(suffix) && !term.endsWith('ss') && term.length - suffix.length >= 3) {
      return term.slice(0, -suffix.length);
    }
  }
  return term;
}

const EDGES = new RegExp(`^[^${WORD_CHARACTER}]+|[^${WORD_CHARACTER}]+$`, 'gu');

/**
 * The words to mark, read as the server reads them (searchText): quotes and operators
 * dropped, excluded words (-word) ignored.
 */
export function searchTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const raw of searchText(query).toLowerCase().split(/\s+/)) {
    if (raw.startsWith('-')) continue;
    const word = raw.replace(EDGES, '');
    if (word.length < MIN_TERM_LENGTH || OPERATORS.has(word)) continue;
    terms.add(stem(word));
  }
  // A term that starts with another adds nothing: every term matches any ending.
  return [...terms].filter(
    (term) => ![...terms].some((other) => other !== term && term.startsWith(other)),
  );
}

/** A term as a pattern that also finds it written with joiners between its letters. */
const termPattern = (term: string) => [...term].map(escapeRegExp).join(`[${JOINERS}]?`);

/**
 * Splits `text` into parts where the words of `query` are marked: each term
 * from the start of a word, with whatever ending the word has. The caller
 * renders the parts as text (marked ones in <mark>), never as HTML. The text is read in
 * NFC, as search reads it (it looks the same).
 */
export function highlightParts(given: string, query: string): TextPart[] {
  const terms = searchTerms(query);
  const text = given.normalize('NFC');
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];

  // Longest first, so 'javascript' wins over 'java' at the same position.
  const alternatives = terms
    .sort((a, b) => [...b].length - [...a].length)
    .map(termPattern)
    .join('|');
  const word = `[${WORD_CHARACTER}${JOINERS}]`;
  const pattern = new RegExp(`(?<!${word})(?:${alternatives})${word}*`, 'giu');

  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
