import type { MindmapData } from '@codegrow/shared/schemas/mindmap';

/** A node of the map seen as a tree from its centre (the layout and collapsing read it so). */
export interface TreeNode {
  id: string;
  children: TreeNode[];
  /** Leaves under it (1 for a leaf): its share of the circle in a radial layout. */
  leaves: number;
}

/**
 * The map as a tree from its centre, breadth first, children in the order the map lists
 * them; a node no connection reaches hangs from the centre, so every node is placed.
 */
export function treeOf(map: MindmapData, centreId: string): TreeNode {
  const neighbours = new Map<string, string[]>();
  for (const { from, to } of map.connections) {
    neighbours.set(from, [...(neighbours.get(from) ?? []), to]);
    neighbours.set(to, [...(neighbours.get(to) ?? []), from]);
  }
  const order = new Map(map.nodes.map((node, index) => [node.id, index]));
  const root: TreeNode = { id: centreId, children: [], leaves: 1 };
  const seen = new Set([centreId]);
  let level = [root];
  while (level.length > 0) {
    const next: TreeNode[] = [];
    for (const parent of level) {
      const ids = (neighbours.get(parent.id) ?? [])
        .filter((id) => order.has(id) && !seen.has(id))
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      for (const id of ids) {
        seen.add(id);
        const child = { id, children: [], leaves: 1 };
        parent.children.push(child);
        next.push(child);
      }
    }
    level = next;
  }
  for (const node of map.nodes) {
    if (!seen.has(node.id)) root.children.push({ id: node.id, children: [], leaves: 1 });
  }
  const countLeaves = (node: TreeNode): number =>
    (node.leaves =
      node.children.length === 0
        ? 1
        : node.children.reduce((sum, child) => sum + countLeaves(child), 0));
  countLeaves(root);
  return root;
}
