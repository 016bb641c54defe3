import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import { drawnBounds } from '../render/draw-mindmap';
import { NOTHING_COLLAPSED } from './collapse';
import { treeOf } from './map-tree';
import { findCentre } from './mindmap-ops';
import { fitView } from './viewport';

/** Drawn smaller than this, a node's label cannot be read on a phone (13 px text at 7.8 px). */
export const READABLE_SCALE = 0.6;

/**
 * The branches to fold so that a map opens readable in a `width` × `height` canvas. A map that
 * fits at a readable size folds nothing. Otherwise (a map drafted from a long article's
 * headings, seen on a phone) each of the centre's branches folds its own branches away: the
 * sections show, each with the number it hides, and open with a tap.
 */
export function readableFolds(
  map: MindmapData,
  width: number,
  height: number,
): ReadonlySet<string> {
  const bounds = drawnBounds(map);
  const centre = findCentre(map);
  if (!bounds || !centre || width <= 0) return NOTHING_COLLAPSED;
  if (fitView(bounds, width, height).scale >= READABLE_SCALE) return NOTHING_COLLAPSED;
  const sections = treeOf(map, centre.id).children.filter((child) => child.children.length > 0);
  return sections.length === 0 ? NOTHING_COLLAPSED : new Set(sections.map((child) => child.id));
}
