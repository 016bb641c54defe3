import { describe, expect, it } from 'vitest';
import { INITIAL_VIEWPORT, clampScale, fitView, pan, toMap, toScreen, zoomAt } from './viewport';

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
  const inside = (view: ReturnType<typeof fitView>, width: number, height: number) => {
    const topLeft = toScreen(view, bounds.minX, bounds.minY);
    const bottomRight = toScreen(view, bounds.maxX, bounds.maxY);
    return topLeft.x >= 0 && topLeft.y >= 0 && bottomRight.x <= width && bottomRight.y <= height;
  };

  it.each([
    [390, 400],
    [720, 400],
    [1200, 600],
  ])('shows the whole map centred in a %i × %i canvas', (width, height) => {
    const view = fitView(bounds, width, height);
    expect(inside(view, width, height)).toBe(true);
    const centre = toScreen(view, 100, 100);
    expect(centre.x).toBeCloseTo(width / 2, 6);
    expect(centre.y).toBeCloseTo(height / 2, 6);
  });

  it('never enlarges a small map beyond its own size', () => {
    expect(fitView({ minX: 0, minY: 0, maxX: 120, maxY: 120 }, 1200, 600).scale).toBe(1);
  });
});
