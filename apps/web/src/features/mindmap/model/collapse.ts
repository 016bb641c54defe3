import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import { treeOf, type TreeNode } from './map-tree';
import { findCentre } from './mindmap-ops';

/**
 * The map as shown while some branches are collapsed. Collapsing is how one reader looks at
 * the map, not part of it: it is never saved and never undone.
 */
export interface CollapsedMap {
  /** The nodes no collapsed node hides and the connections between them: what is drawn. */
  visible: MindmapData;
  /** For each collapsed node with children, how many nodes it hides: all its descendants. */
  hiddenCount: ReadonlyMap<string, number>;
  /** For each hidden node, the shown collapsed node that hides it. */
  hiddenBy: ReadonlyMap<string, string>;
  /** The nodes with children: only they have a branch to collapse. */
  withChildren: ReadonlySet<string>;
}

export const NOTHING_COLLAPSED: ReadonlySet<string> = new Set();

/**
 * What shows of `map` with the branches of the `collapsed` nodes folded away: a collapsed node
 * stays, its descendants go, and a collapse inside a hidden branch still holds once it opens.
 * The tree is the one the layout sees, so a node no connection reaches hangs from the centre.
 */
export function collapseBranches(map: MindmapData, collapsed: ReadonlySet<string>): CollapsedMap {
  const hiddenCount = new Map<string, number>();
  const hiddenBy = new Map<string, string>();
  const withChildren = new Set<string>();
  const centre = findCentre(map);
  if (!centre) return { visible: map, hiddenCount, hiddenBy, withChildren };

  /** Walks `node`'s branch, hidden by `hider` if any; returns how many descendants it has. */
  const walk = (node: TreeNode, hider: string | undefined): number => {
    if (hider) hiddenBy.set(node.id, hider);
    if (node.children.length === 0) return 0;
    withChildren.add(node.id);
    const folds = collapsed.has(node.id);
    // The outermost collapsed node is the one a reader sees, so it is the one that hides.
    const childHider = hider ?? (folds ? node.id : undefined);
    const descendants = node.children.reduce((sum, child) => sum + 1 + walk(child, childHider), 0);
    if (folds) hiddenCount.set(node.id, descendants);
    return descendants;
  };
  walk(treeOf(map, centre.id), undefined);

  if (hiddenBy.size === 0) return { visible: map, hiddenCount, hiddenBy, withChildren };
  const visible: MindmapData = {
    ...map,
    nodes: map.nodes.filter((node) => !hiddenBy.has(node.id)),
    connections: map.connections.filter(({ from, to }) => !hiddenBy.has(from) && !hiddenBy.has(to)),
  };
  return { visible, hiddenCount, hiddenBy, withChildren };
}

/** Collapses a node's branch, or expands it when collapsed; a leaf has none, so nothing changes. */
export function toggleBranch(
  map: MindmapData,
  collapsed: ReadonlySet<string>,
  id: string,
): ReadonlySet<string> {
  if (collapsed.has(id)) return expandBranch(collapsed, id);
  if (!collapseBranches(map, collapsed).withChildren.has(id)) return collapsed;
  return new Set([...collapsed, id]);
}

/** The collapsed nodes without `id`: the same set when it was not collapsed. */
export function expandBranch(collapsed: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!collapsed.has(id)) return collapsed;
  return new Set([...collapsed].filter((other) => other !== id));
}
