import { describe, expect, it } from 'vitest';
import { parseBlogId, parseTags } from './blog-fields';

describe('parseTags', () => {
  it('splits the comma-separated text and trims each tag', () => {
    expect(parseTags('javascript, closures ,functions')).toEqual([
      'javascript',
      'closures',
      'functions',
    ]);
  });

  it('skips blanks and repeats', () => {
    expect(parseTags(' , sql,,SQL, joins, ')).toEqual(['sql', 'joins']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });
});

describe('parseBlogId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseBlogId('1')).toBe(1);
    expect(parseBlogId('999999')).toBe(999999);
  });

  it('refuses anything else', () => {
    for (const raw of [undefined, '', '0', '-3', '01', '1.5', 'abc', '12abc', '9'.repeat(20)]) {
      expect(parseBlogId(raw)).toBeNull();
    }
  });
});
