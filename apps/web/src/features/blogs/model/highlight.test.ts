import { describe, expect, it } from 'vitest';
import { highlightParts, searchTerms } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('searchTerms', () => {
  it('lower-cases, stems and de-duplicates the words', () => {
    expect(searchTerms('Closures closure')).toEqual(['closur']);
    expect(searchTerms('join joins joined')).toEqual(['join']);
    expect(searchTerms('indexing Queries')).toEqual(['index', 'quer']);
  });

  it('drops operators, excluded words, punctuation and single letters', () => {
    expect(searchTerms('"react hooks" or -redux a')).toEqual(['react', 'hook']);
  });
});

describe('highlightParts', () => {
  it('splits the text around the matches, keeping every character', () => {
    const text = 'JavaScript Closures Explained with Real Examples';
    const parts = highlightParts(text, 'closures');
    expect(parts).toEqual([
      { text: 'JavaScript ', match: false },
      { text: 'Closures', match: true },
      { text: ' Explained with Real Examples', match: false },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('matches any case and other forms of the word', () => {
    expect(marked('A closure captures; closures capture.', 'CLOSURES')).toEqual([
      'closure',
      'closures',
    ]);
    expect(marked('Indexes and indexing', 'index')).toEqual(['Indexes', 'indexing']);
  });

  it('marks several words, and only from the start of a word', () => {
    expect(marked('SQL joins: inner join vs outer JOIN', 'sql join')).toEqual([
      'SQL',
      'joins',
      'join',
      'JOIN',
    ]);
    expect(marked('JavaScript', 'script')).toEqual([]);
  });

  it('treats the query as words, not as a pattern', () => {
    expect(marked('C++ (and C#) in 2026', 'c++ (and')).toEqual([]);
    expect(marked('price: $5.00 a [month]', '$5.00 [month]')).toEqual(['5.00', 'month']);
  });

  it('keeps markup in the text as plain text', () => {
    expect(highlightParts('<b>bold</b> move', 'bold')).toEqual([
      { text: '<b>', match: false },
      { text: 'bold', match: true },
      { text: '</b> move', match: false },
    ]);
  });

  it('returns the text unmarked without a usable query, and nothing for no text', () => {
    expect(highlightParts('Some text', '  ')).toEqual([{ text: 'Some text', match: false }]);
    expect(highlightParts('', 'text')).toEqual([]);
  });

  it('marks a Bangla word whole, its vowel signs with it, typed either way', () => {
    expect(marked('এই টেবিল থেকে টেবিলের সারি', 'টেবি')).toEqual(['টেবিল', 'টেবিলের']);
    // য় stored as one code point, typed as য with a nukta; a joiner inside the stored word.
    expect(marked('বাংলা\u09DF লিখি', 'বাংলা\u09AF\u09BC')).toEqual(['বাংলা\u09AF\u09BC']);
    expect(marked('ক্লাস\u200Cরুমে যাই', 'ক্লাসরুম')).toEqual(['ক্লাস\u200Cরুমে']);
  });
});
