import { describe, expect, it } from 'vitest';
import { KHANDA_TA, searchText } from './search-text';

describe('searchText', () => {
  it('makes Bangla’s two spellings of a nukta letter one', () => {
    // য়, ড়, ঢ় as one code point each, and as the letter with a nukta.
    expect(searchText('\u09DF \u09DC \u09DD')).toBe(
      searchText('\u09AF\u09BC \u09A1\u09BC \u09A2\u09BC'),
    );
    expect(searchText('বাংলা\u09DF')).toBe('বাংলা\u09AF\u09BC');
  });

  it('makes khanda ta one letter, however it was typed', () => {
    expect(searchText('উত\u09CD\u200Dস')).toBe(`উ${KHANDA_TA}স`);
    expect(searchText('উৎস')).toBe(`উ${KHANDA_TA}স`);
  });

  it('drops the joiners, which only choose how letters are drawn', () => {
    expect(searchText('ক্লাস\u200Cরুম')).toBe('ক্লাসরুম');
    expect(searchText('র\u200D্যাব')).toBe('র্যাব');
  });

  it('leaves other text as it is', () => {
    expect(searchText('Übersicht ES2023')).toBe('Übersicht ES2023');
  });
});
