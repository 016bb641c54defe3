import { describe, expect, it } from 'vitest';
import { hasPhrase } from './phrase-match';

describe('hasPhrase', () => {
  it('finds a phrase in any case, as words of its own', () => {
    expect(hasPhrase('Best CASINO bonus', 'casino')).toBe(true);
    expect(hasPhrase('A casinos history', 'casino')).toBe(false);
    expect(hasPhrase('thanks @rahim uddin!', '@Rahim Uddin')).toBe(true);
    expect(hasPhrase('cc @Rahima', '@Rahim')).toBe(false);
  });

  it('takes the phrase literally, and keeps it from following what `notAfter` lists', () => {
    expect(hasPhrase('a+b is c++', 'c++')).toBe(true);
    expect(hasPhrase('see the end.@Karim', '@Karim', '.@')).toBe(false);
    expect(hasPhrase('see the end.@Karim', '@Karim')).toBe(true);
    expect(hasPhrase('mail me at me@Karim', '@Karim')).toBe(false);
  });

  it('reads a Bangla word with its vowel signs: a phrase is not the start of a longer word', () => {
    expect(hasPhrase('আজ কাল পরশু', 'কাল')).toBe(true);
    expect(hasPhrase('কালো মেঘ', 'কাল')).toBe(false);
    expect(hasPhrase('অকাল বৃষ্টি', 'কাল')).toBe(false);
  });
});
