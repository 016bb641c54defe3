import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';

/** How the map is seen: zoom factor and pan offset in screen pixels. */
export interface Viewport {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export const INITIAL_VIEWPORT: Viewport = { scale: 1, offsetX: 0, offsetY: 0 };

export const clampScale = (scale: number): number =>
  Math.min(MINDMAP_LIMITS.zoomMax, Math.max(MINDMAP_LIMITS.zoomMin, scale));

/**
 * Zooms by `factor` (×1.1 in, ×0.9 out) keeping the map point under the screen
 * point (sx, sy) where it is, as a wheel zoom should.
 */
export function zoomAt(view: Viewport, factor: number, sx: number, sy: number): Viewport {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return {
    scale,
    offsetX: sx - (sx - view.offsetX) * ratio,
    offsetY: sy - (sy - view.offsetY) * ratio,
  };
}

export function pan(view: Viewport, dx: number, dy: number): Viewport {
  return { ...view, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy };
}

export function toMap(view: Viewport, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - view.offsetX) / view.scale, y: (sy - view.offsetY) / view.scale };
}

export function toScreen(view: Viewport, x: number, y: number): { x: number; y: number } {
  return { x: x * view.scale + view.offsetX, y: y * view.scale + view.offsetY };
}

/** The box around every node, in map units, as drawn (nodes are circles). */
export interface MapBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Room kept between the map and the canvas's edges when it is fitted. */
const FIT_MARGIN_PX = 16;

/**
 * The view that shows the whole map centred in a `width` × `height` canvas: smaller when it
 * does not fit, never larger than life (a small map is not blown up).
 */
export function fitView(bounds: MapBounds, width: number, height: number): Viewport {
  const mapWidth = Math.max(1, bounds.maxX - bounds.minX);
  const mapHeight = Math.max(1, bounds.maxY - bounds.minY);
  const room = (size: number) => Math.max(1, size - 2 * FIT_MARGIN_PX);
  const scale = clampScale(Math.min(1, room(width) / mapWidth, room(height) / mapHeight));
  return {
    scale,
    offsetX: width / 2 - ((bounds.minX + bounds.maxX) / 2) * scale,
    offsetY: height / 2 - ((bounds.minY + bounds.maxY) / 2) * scale,
  };
}

/** Whether all of `bounds` lies inside a `width` × `height` canvas seen through `view`. */
export function showsBounds(view: Viewport, bounds: MapBounds, width: number, height: number) {
  const topLeft = toScreen(view, bounds.minX, bounds.minY);
  const bottomRight = toScreen(view, bounds.maxX, bounds.maxY);
  return topLeft.x >= 0 && topLeft.y >= 0 && bottomRight.x <= width && bottomRight.y <= height;
}
