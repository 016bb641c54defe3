import { escapeRegExp } from '@codegrow/shared/content/phrase-match';
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

/** The words to mark: quotes and operators dropped, excluded words (-word) ignored. */
export function searchTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const raw of query.toLowerCase().split(/\s+/)) {
    if (raw.startsWith('-')) continue;
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (word.length < MIN_TERM_LENGTH || OPERATORS.has(word)) continue;
    terms.add(stem(word));
  }
  // A term that starts with another adds nothing: every term matches any ending.
  return [...terms].filter(
    (term) => ![...terms].some((other) => other !== term && term.startsWith(other)),
  );
}

/**
 * Splits `text` into parts where the words of `query` are marked: each term
 * from the start of a word, with whatever ending the word has. The caller
 * renders the parts as text (marked ones in <mark>), never as HTML.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const terms = searchTerms(query);
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];

  // Longest first, so 'javascript' wins over 'java' at the same position.
  const alternatives = terms
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})[\\p{L}\\p{N}]*`, 'giu');

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
