import { describe, expect, it } from 'vitest';
import { prefixQueryText } from './search-query';

describe('prefixQueryText', () => {
  it('matches every word of three letters or more from its beginning', () => {
    expect(prefixQueryText('Postgres  isolation')).toBe('postgres:* & isolation:*');
    expect(prefixQueryText('go is fun')).toBe('go & is & fun:*');
  });

  it('keeps letters of any script and digits, and nothing a query would read as syntax', () => {
    expect(prefixQueryText("clos:* | !'x'")).toBe('clos:* & x');
    expect(prefixQueryText('Übersicht ES2023')).toBe('übersicht:* & es2023:*');
    expect(prefixQueryText('!&|()')).toBeNull();
  });

  it('keeps a Bangla word whole, its vowel signs and hasanta with it', () => {
    // Letters alone, 'সূচিপত্র' fell apart into স, চ, পত, র and found nothing.
    expect(prefixQueryText('সূচিপত্র টেবিল')).toBe('সূচিপত্র:* & টেবিল:*');
  });

  it('reads the words as the stored text is read: one spelling of each letter', () => {
    expect(prefixQueryText('বাংলা\u09DF')).toBe('বাংলা\u09AF\u09BC:*');
    expect(prefixQueryText('ক্লাস\u200Cরুম')).toBe('ক্লাসরুম:*');
  });
});
