import { describe, expect, it } from 'vitest';
import { positionIn, scrollTopFor } from './scroll-position';

const body = { top: 600, height: 4000 };

describe('scroll position in an article', () => {
  it('is 0 before the body is in view and 1 once its end is on screen', () => {
    expect(positionIn(body, 0, 500)).toBe(0);
    expect(positionIn(body, 4100, 500)).toBe(1);
    expect(positionIn(body, 9000, 500)).toBe(1);
  });

  it('is the share of the body that has come into view', () => {
    expect(positionIn(body, 2100, 500)).toBe(0.5);
  });

  it('restores to the offset it was measured at', () => {
    for (const position of [0.1, 0.37, 0.5, 0.9]) {
      expect(positionIn(body, scrollTopFor(body, position, 800), 800)).toBeCloseTo(position, 3);
    }
  });

  it('never asks for a scroll above the page', () => {
    expect(scrollTopFor(body, 0, 800)).toBe(0);
  });
});
