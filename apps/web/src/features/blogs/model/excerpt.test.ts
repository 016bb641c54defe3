import { LIMITS } from '@codegrow/shared/constants/limits';
import { describe, expect, it } from 'vitest';
import { truncateText } from './excerpt';

describe('truncateText', () => {
  it('leaves text within the limit alone', () => {
    expect(truncateText('Short and sweet.', 120)).toBe('Short and sweet.');
    const exact = 'x'.repeat(120);
    expect(truncateText(exact, 120)).toBe(exact);
  });

  it('cuts longer text at the limit with an ellipsis, on a whole word', () => {
    const text =
      'Closures let a function remember the variables around it. Here is how they work and where they help in everyday code.';
    const cut = truncateText(text.repeat(2), LIMITS.homeExcerptLength);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(LIMITS.homeExcerptLength + 1);
    expect(text.repeat(2).startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('cuts a single long word hard rather than returning nothing', () => {
    expect(truncateText('a'.repeat(200), 10)).toBe(`${'a'.repeat(10)}…`);
  });

  it('keeps the word that ends exactly at the limit', () => {
    expect(truncateText('abcde fghij klmno', 11)).toBe('abcde fghij…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateText('Hello, world. And more text here', 13)).toBe('Hello, world…');
  });

  it('collapses whitespace and never splits an emoji', () => {
    expect(truncateText('  one\n\ntwo  ', 20)).toBe('one two');
    expect(truncateText('😀😀😀😀', 2)).toBe('😀😀…');
  });
});
