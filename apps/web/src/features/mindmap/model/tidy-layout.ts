import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import type { MindmapData, MindmapNode } from '@codegrow/shared/schemas/mindmap';
import { treeOf, type TreeNode } from './map-tree';
import { findCentre } from './mindmap-ops';

/** Space kept between any two nodes' circles; rings keep more, so branches read apart. */
const GAP = 24;
/** Rings are at least this far apart: a branch's circle never reaches the next ring's. */
const RING_STEP = 2 * MINDMAP_LIMITS.branchRadius + 2 * GAP;
const FIRST_RING = MINDMAP_LIMITS.centreRadius + MINDMAP_LIMITS.branchRadius + 3 * GAP;

/** For each ring (level 1 is the centre's branches), the fewest leaves any of its nodes holds. */
function fewestLeavesByRing(tree: TreeNode): number[] {
  const fewest: number[] = [];
  const walk = (node: TreeNode, level: number) => {
    for (const child of node.children) {
      fewest[level + 1] = Math.min(fewest[level + 1] ?? Infinity, child.leaves);
      walk(child, level + 1);
    }
  };
  walk(tree, 0);
  return fewest;
}

/** The radius at which nodes at least `angle` apart keep two circles and the gap between them. */
const radiusFor = (angle: number) => RING_STEP / (2 * Math.sin(Math.min(Math.PI / 2, angle / 2)));

/**
 * A radial tidy layout: the centre in the middle, each ring one level further out, each
 * branch in a slice of the circle as wide as its share of the leaves. Two neighbours on a ring
 * are at least the narrowest slice of that ring apart, and each ring is sized so that slice
 * holds two circles and a gap; rings are further apart than two circles: no two nodes overlap,
 * for any map. Each ring is only as wide as its own nodes need, so the sections of a long
 * article sit close around the title (and read on a phone with their subsections folded).
 * The same map always gets the same layout.
 */
export function tidyLayout(map: MindmapData): MindmapData {
  const centre = findCentre(map);
  if (!centre) return map;
  const tree = treeOf(map, centre.id);
  const slice = (2 * Math.PI) / Math.max(1, tree.leaves);
  const fewest = fewestLeavesByRing(tree);
  const rings = [0];
  for (let level = 1; level < fewest.length; level += 1) {
    const outside = level === 1 ? FIRST_RING : (rings[level - 1] ?? 0) + RING_STEP;
    // A ring's only node (a slice of the whole circle) has no neighbour to keep apart from.
    const crowded = tree.leaves > 1 ? radiusFor((fewest[level] ?? 1) * slice) : 0;
    rings.push(Math.max(outside, crowded));
  }

  const places = new Map<string, { x: number; y: number }>([
    [centre.id, { x: centre.x, y: centre.y }],
  ]);
  const place = (node: TreeNode, level: number, start: number) => {
    let angle = start;
    for (const child of node.children) {
      const width = child.leaves * slice;
      const middle = angle + width / 2 - Math.PI / 2;
      const radius = rings[level + 1] ?? 0;
      places.set(child.id, {
        x: Math.round(centre.x + radius * Math.cos(middle)),
        y: Math.round(centre.y + radius * Math.sin(middle)),
      });
      place(child, level + 1, angle);
      angle += width;
    }
  };
  place(tree, 0, 0);
  return {
    ...map,
    nodes: map.nodes.map((node): MindmapNode => ({ ...node, ...places.get(node.id) })),
  };
}
