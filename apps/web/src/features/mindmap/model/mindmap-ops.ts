import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import type { MindmapData, MindmapNode } from '@codegrow/shared/schemas/mindmap';
import type { MapBounds } from './viewport';

/** Colours the spec fixes: the centre is blue, new branches are green. */
export const NODE_COLORS = { center: '#3b82f6', branch: '#10b981' } as const;

export const nodeRadius = (node: Pick<MindmapNode, 'type'>): number =>
  node.type === 'center' ? MINDMAP_LIMITS.centreRadius : MINDMAP_LIMITS.branchRadius;

export function findCentre(map: MindmapData): MindmapNode | undefined {
  return map.nodes.find((node) => node.type === 'center');
}

/** A fresh id that no node of the map has. */
export function newNodeId(map: MindmapData, random: () => number = Math.random): string {
  const taken = new Set(map.nodes.map((node) => node.id));
  for (;;) {
    const id = `node-${Math.floor(random() * 36 ** 6).toString(36)}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * Where a new child goes: 120 units from its parent, turned away from the
 * parent's other neighbours so children fan out instead of stacking.
 */
export function childPosition(map: MindmapData, parent: MindmapNode): { x: number; y: number } {
  const neighbours = map.connections
    .filter((c) => c.from === parent.id || c.to === parent.id)
    .map((c) => map.nodes.find((node) => node.id === (c.from === parent.id ? c.to : c.from)))
    .filter((node): node is MindmapNode => Boolean(node));
  const angle = (Math.PI * 2 * neighbours.length) / 6 - Math.PI / 2;
  return {
    x: Math.round(parent.x + MINDMAP_LIMITS.childDistance * Math.cos(angle)),
    y: Math.round(parent.y + MINDMAP_LIMITS.childDistance * Math.sin(angle)),
  };
}

/** Adds a green 'New Node' under the selected node, or under the centre if none is selected. */
export function addChild(
  map: MindmapData,
  selectedId: string | null,
  random?: () => number,
): { map: MindmapData; id: string } | null {
  if (map.nodes.length >= MINDMAP_LIMITS.maxNodes) return null;
  const parent = map.nodes.find((node) => node.id === selectedId) ?? findCentre(map);
  if (!parent) return null;
  const id = newNodeId(map, random);
  const child: MindmapNode = {
    id,
    text: MINDMAP_MESSAGES.newNodeText,
    ...childPosition(map, parent),
    type: 'branch',
    color: NODE_COLORS.branch,
  };
  return {
    map: {
      ...map,
      nodes: [...map.nodes, child],
      connections: [...map.connections, { from: parent.id, to: id }],
    },
    id,
  };
}

/** Links a node to one of its article's sections by heading id; undefined unlinks it. */
export function linkNode(map: MindmapData, id: string, section: string | undefined): MindmapData {
  return {
    ...map,
    nodes: map.nodes.map((node) => {
      if (node.id !== id) return node;
      const { section: _old, ...rest } = node;
      return section ? { ...rest, section } : rest;
    }),
  };
}

/** Renames a node; empty or unchanged text (after trimming) leaves the map as it is. */
export function renameNode(map: MindmapData, id: string, text: string): MindmapData {
  const trimmed = text.trim().slice(0, MINDMAP_LIMITS.nodeTextMax);
  // Unchanged text is no edit: the same map, so nothing is added to undo.
  if (!trimmed || map.nodes.find((node) => node.id === id)?.text === trimmed) return map;
  return {
    ...map,
    nodes: map.nodes.map((node) => (node.id === id ? { ...node, text: trimmed } : node)),
  };
}

/** Deletes a branch and its connections; the centre cannot be deleted. */
export function deleteNode(map: MindmapData, id: string): MindmapData {
  const node = map.nodes.find((candidate) => candidate.id === id);
  if (!node || node.type === 'center') return map;
  return {
    ...map,
    nodes: map.nodes.filter((candidate) => candidate.id !== id),
    connections: map.connections.filter((c) => c.from !== id && c.to !== id),
  };
}

export function moveNode(map: MindmapData, id: string, x: number, y: number): MindmapData {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return map;
  return {
    ...map,
    nodes: map.nodes.map((node) =>
      node.id === id ? { ...node, x: Math.round(x), y: Math.round(y) } : node,
    ),
  };
}

/** The box around every node as drawn, for fitting the map to a canvas; null for no nodes. */
export function mapBounds(map: MindmapData): MapBounds | null {
  if (map.nodes.length === 0) return null;
  const sides = map.nodes.map((node) => ({ node, radius: nodeRadius(node) }));
  return {
    minX: Math.min(...sides.map(({ node, radius }) => node.x - radius)),
    minY: Math.min(...sides.map(({ node, radius }) => node.y - radius)),
    maxX: Math.max(...sides.map(({ node, radius }) => node.x + radius)),
    maxY: Math.max(...sides.map(({ node, radius }) => node.y + radius)),
  };
}

/** The node a node hangs from (the other end of its connection toward the centre). */
export function parentOf(map: MindmapData, id: string): MindmapNode | undefined {
  const link = map.connections.find((connection) => connection.to === id);
  return link && map.nodes.find((node) => node.id === link.from);
}

export type Direction = 'left' | 'right' | 'up' | 'down';
const UNIT: Record<Direction, { x: number; y: number }> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

/**
 * The node an arrow key moves the selection to: the closest one that lies that way (within
 * 60° of it), distance weighed against how far off the arrow it is; null when none does.
 */
export function nodeToward(
  map: MindmapData,
  fromId: string,
  direction: Direction,
): MindmapNode | null {
  const from = map.nodes.find((node) => node.id === fromId);
  if (!from) return null;
  const unit = UNIT[direction];
  let best: { node: MindmapNode; score: number } | null = null;
  for (const node of map.nodes) {
    const [dx, dy] = [node.x - from.x, node.y - from.y];
    const distance = Math.hypot(dx, dy);
    if (node.id === fromId || distance === 0) continue;
    const along = (dx * unit.x + dy * unit.y) / distance;
    if (along < 0.5) continue;
    const score = distance * (2 - along);
    if (!best || score < best.score) best = { node, score };
  }
  return best?.node ?? null;
}
