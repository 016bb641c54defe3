import { describe, expect, it } from 'vitest';
import { currentSectionId } from './current-section';

const at = (...tops: number[]) => tops.map((top, index) => ({ id: `s${index + 1}`, top }));

describe('currentSectionId', () => {
  it('is the first section while the reader is in the introduction', () => {
    expect(currentSectionId(at(400, 900, 1600), 900)).toBe('s1');
  });

  it('is the last heading above the reading line, a third of the way down the window', () => {
    expect(currentSectionId(at(-800, -100, 300, 700), 900)).toBe('s3');
    expect(currentSectionId(at(-800, -100, 301, 700), 900)).toBe('s2');
  });

  it('is the last section at the end of the article', () => {
    expect(currentSectionId(at(-3000, -2000, -50), 900)).toBe('s3');
  });

  it('is nothing without sections', () => {
    expect(currentSectionId([], 900)).toBeNull();
  });
});
