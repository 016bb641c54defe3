import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from './reading-time';

describe('readingTimeMinutes', () => {
  it('divides words by 200 and rounds up', () => {
    expect(readingTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readingTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readingTimeMinutes('one\n\ntwo\tthree')).toBe(1);
  });

  it('is 0 for an empty text', () => {
    expect(readingTimeMinutes('   ')).toBe(0);
  });
});
