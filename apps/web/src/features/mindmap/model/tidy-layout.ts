import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import type { MindmapData, MindmapNode } from '@codegrow/shared/schemas/mindmap';
import { treeOf, type TreeNode } from './map-tree';
import { findCentre } from './mindmap-ops';

/** Space kept between any two nodes' circles; rings keep more, so branches read apart. */
const GAP = 24;
/** Rings are at least this far apart: a branch's circle never reaches the next ring's. */
const RING_STEP = 2 * MINDMAP_LIMITS.branchRadius + 2 * GAP;
const FIRST_RING = MINDMAP_LIMITS.centreRadius + MINDMAP_LIMITS.branchRadius + 3 * GAP;

function depthOf(node: TreeNode): number {
  return node.children.length === 0 ? 0 : 1 + Math.max(...node.children.map(depthOf));
}

/**
 * A radial tidy layout: the centre in the middle, each ring one level further out, each
 * branch in a slice of the circle as wide as its share of the leaves. Neighbours on a ring
 * are at least a leaf's slice apart, and the rings are sized so that slice holds two circles
 * and a gap; rings are further apart than two circles: no two nodes overlap, for any map.
 * The same map always gets the same layout.
 */
export function tidyLayout(map: MindmapData): MindmapData {
  const centre = findCentre(map);
  if (!centre) return map;
  const tree = treeOf(map, centre.id);
  const slice = (2 * Math.PI) / Math.max(1, tree.leaves);
  // The chord between two centres a slice apart must hold two circles and the gap.
  const crowded =
    tree.leaves > 1 ? RING_STEP / (2 * Math.sin(Math.min(Math.PI / 2, slice / 2))) : 0;
  const depth = depthOf(tree);
  const rings = Array.from({ length: depth + 1 }, (_, level) =>
    level === 0
      ? 0
      : Math.max(FIRST_RING + (level - 1) * RING_STEP, crowded + (level - 1) * RING_STEP),
  );

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
