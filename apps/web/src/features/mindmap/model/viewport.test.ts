import { describe, expect, it } from 'vitest';
import {
  INITIAL_VIEWPORT,
  clampScale,
  fitView,
  pan,
  showsBounds,
  toMap,
  toScreen,
  zoomAt,
} from './viewport';

describe('viewport', () => {
  it('clamps zoom between 0.1 and 3', () => {
    expect(clampScale(5)).toBe(3);
    expect(clampScale(0.01)).toBe(0.1);
    let view = INITIAL_VIEWPORT;
    for (let i = 0; i < 50; i += 1) view = zoomAt(view, 1.1, 0, 0);
    expect(view.scale).toBe(3);
  });

  it('keeps the point under the cursor still while zooming', () => {
    const before = { scale: 1.3, offsetX: 40, offsetY: -25 };
    const anchor = toMap(before, 200, 150);
    const after = zoomAt(before, 0.9, 200, 150);
    expect(toScreen(after, anchor.x, anchor.y)).toEqual({
      x: expect.closeTo(200, 6),
      y: expect.closeTo(150, 6),
    });
  });

  it('pans by screen pixels and converts back and forth', () => {
    const view = pan({ scale: 2, offsetX: 0, offsetY: 0 }, 10, -20);
    expect(toMap(view, 10, -20)).toEqual({ x: 0, y: 0 });
    expect(toScreen(view, 5, 5)).toEqual({ x: 20, y: -10 });
  });
});

describe('fitView', () => {
  const bounds = { minX: -500, minY: -100, maxX: 700, maxY: 300 };

  it.each([
    [390, 400],
    [720, 400],
    [1200, 600],
  ])('shows the whole map centred in a %i × %i canvas', (width, height) => {
    const view = fitView(bounds, width, height);
    expect(showsBounds(view, bounds, width, height)).toBe(true);
    const centre = toScreen(view, 100, 100);
    expect(centre.x).toBeCloseTo(width / 2, 6);
    expect(centre.y).toBeCloseTo(height / 2, 6);
  });

  it('never enlarges a small map beyond its own size', () => {
    expect(fitView({ minX: 0, minY: 0, maxX: 120, maxY: 120 }, 1200, 600).scale).toBe(1);
  });
});

describe('showsBounds', () => {
  const bounds = { minX: 0, minY: 0, maxX: 100, maxY: 50 };

  it('tells whether a box lies wholly inside the canvas', () => {
    expect(showsBounds(INITIAL_VIEWPORT, bounds, 100, 50)).toBe(true);
    expect(showsBounds(pan(INITIAL_VIEWPORT, 1, 0), bounds, 100, 50)).toBe(false);
    expect(showsBounds({ scale: 2, offsetX: 0, offsetY: 0 }, bounds, 150, 150)).toBe(false);
  });
});
