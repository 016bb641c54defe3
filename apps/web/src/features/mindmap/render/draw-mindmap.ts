import type { MindmapData, MindmapNode } from '@codegrow/shared/schemas/mindmap';
import type { CollapsedMap } from '../model/collapse';
import { mapBounds, nodeRadius } from '../model/mindmap-ops';
import type { MapBounds, Viewport } from '../model/viewport';

export interface DrawTheme {
  background: string;
  line: string;
  text: string;
  selection: string;
}

export const LIGHT_THEME: DrawTheme = {
  background: '#f8fafc',
  line: '#94a3b8',
  text: '#ffffff',
  selection: '#f59e0b',
};
export const DARK_THEME: DrawTheme = {
  background: '#0f172a',
  line: '#475569',
  text: '#ffffff',
  selection: '#fbbf24',
};

/** Sizes the canvas backing store to the device pixel ratio so lines stay crisp. */
export function fitCanvas(canvas: HTMLCanvasElement, width: number, height: number): number {
  const ratio = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  return ratio;
}

/** Splits a label into at most three lines no wider than `maxWidth` as `measure` sees them. */
export function wrapLabel(
  text: string,
  maxWidth: number,
  measure: (line: string) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 3) return lines;
  return [...lines.slice(0, 2), `${lines[2]}…`];
}

/** How a node's label is set: the centre's larger and bolder. */
export const labelStyle = (node: Pick<MindmapNode, 'type'>) =>
  node.type === 'center'
    ? { weight: 600, size: 14, lineHeight: 17 }
    : { weight: 500, size: 12, lineHeight: 15 };

/** The width a label's text may take inside its circle. */
export const labelWidth = (node: Pick<MindmapNode, 'type'>) => nodeRadius(node) * 1.6;

function drawNode(
  ctx: CanvasRenderingContext2D,
  node: MindmapNode,
  selected: boolean,
  theme: DrawTheme,
) {
  const radius = nodeRadius(node);
  ctx.beginPath();
  ctx.arc(node.x, node.y, radius, 0, Math.PI * 2);
  ctx.fillStyle = node.color;
  ctx.fill();
  if (selected) {
    ctx.lineWidth = 4;
    ctx.strokeStyle = theme.selection;
    ctx.stroke();
  }
  const style = labelStyle(node);
  ctx.fillStyle = theme.text;
  ctx.font = `${style.weight} ${style.size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lines = wrapLabel(node.text, labelWidth(node), (line) => ctx.measureText(line).width);
  lines.forEach((text, index) => {
    ctx.fillText(text, node.x, node.y + (index - (lines.length - 1) / 2) * style.lineHeight);
  });
}

/** A branch toggle's circle, in map units: '+99' fits in it, and it stays small by a branch. */
export const TOGGLE_RADIUS = 11;
/** A collapsed branch counts up to this many hidden nodes on its toggle; more do not fit. */
const MOST_COUNTED = 99;

/** The marker on the edge of a node with children that collapses or expands its branch. */
export interface BranchToggle {
  node: MindmapNode;
  x: number;
  y: number;
  collapsed: boolean;
  /**
   * '−' while the branch shows; '+' and how many nodes it hides while it is collapsed, in the
   * page's digits.
   */
  label: string;
}

/** The way from a node's parent through it, as a unit vector; straight down for the centre. */
function awayFromParent(node: MindmapNode, parent: MindmapNode | undefined) {
  const [dx, dy] = parent ? [node.x - parent.x, node.y - parent.y] : [0, 0];
  const length = Math.hypot(dx, dy);
  return length === 0 ? { x: 0, y: 1 } : { x: dx / length, y: dy / length };
}

/**
 * The toggles of the shown nodes that have children, each on its node's edge on the side away
 * from the parent, where the branch goes on (the centre's at its bottom).
 */
export function branchToggles(
  shown: CollapsedMap,
  formatCount: (value: number) => string = String,
): BranchToggle[] {
  const byId = new Map(shown.visible.nodes.map((node) => [node.id, node]));
  const parentIds = new Map(shown.visible.connections.map(({ from, to }) => [to, from]));
  return shown.visible.nodes
    .filter((node) => shown.withChildren.has(node.id))
    .map((node) => {
      const parent = node.type === 'center' ? undefined : byId.get(parentIds.get(node.id) ?? '');
      const away = awayFromParent(node, parent);
      const hidden = shown.hiddenCount.get(node.id);
      return {
        node,
        x: node.x + away.x * nodeRadius(node),
        y: node.y + away.y * nodeRadius(node),
        collapsed: hidden !== undefined,
        label:
          hidden === undefined ? '−' : hidden <= MOST_COUNTED ? `+${formatCount(hidden)}` : '+',
      };
    });
}

/** A collapsed toggle is filled with its node's colour, so a folded branch stands out. */
function drawToggle(ctx: CanvasRenderingContext2D, toggle: BranchToggle, theme: DrawTheme) {
  ctx.beginPath();
  ctx.arc(toggle.x, toggle.y, TOGGLE_RADIUS, 0, Math.PI * 2);
  ctx.fillStyle = toggle.collapsed ? toggle.node.color : theme.background;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = toggle.node.color;
  ctx.stroke();
  ctx.fillStyle = toggle.collapsed ? theme.text : toggle.node.color;
  // A count of two digits needs the smaller size to fit in the circle.
  ctx.font = `700 ${toggle.label.length > 2 ? 10 : 13}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(toggle.label, toggle.x, toggle.y);
}

/**
 * Draws the shown map for one frame: background, connections, nodes, then the branch toggles
 * over them, their counts written with `formatCount` (the page's digits).
 */
export function drawMindmap(
  ctx: CanvasRenderingContext2D,
  shown: CollapsedMap,
  view: Viewport,
  size: { width: number; height: number; ratio: number },
  selectedId: string | null,
  theme: DrawTheme,
  formatCount: (value: number) => string = String,
) {
  ctx.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.setTransform(
    size.ratio * view.scale,
    0,
    0,
    size.ratio * view.scale,
    size.ratio * view.offsetX,
    size.ratio * view.offsetY,
  );

  const map = shown.visible;
  const byId = new Map(map.nodes.map((node) => [node.id, node]));
  ctx.lineWidth = 2;
  ctx.strokeStyle = theme.line;
  for (const { from, to } of map.connections) {
    const a = byId.get(from);
    const b = byId.get(to);
    if (!a || !b) continue;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  for (const node of map.nodes) drawNode(ctx, node, node.id === selectedId, theme);
  for (const toggle of branchToggles(shown, formatCount)) drawToggle(ctx, toggle, theme);
}

/** The toggle under a map point, if any: toggles are drawn over nodes, so they are hit first. */
export function hitToggle(shown: CollapsedMap, x: number, y: number): BranchToggle | null {
  const toggles = branchToggles(shown);
  for (let index = toggles.length - 1; index >= 0; index -= 1) {
    const toggle = toggles[index];
    if (toggle && Math.hypot(toggle.x - x, toggle.y - y) <= TOGGLE_RADIUS) return toggle;
  }
  return null;
}

/**
 * The box around the nodes as drawn, toggles and all, for fitting them to the canvas: a toggle
 * sits on its node's edge, so it reaches past the node by its radius at most.
 */
export function drawnBounds(map: MindmapData): MapBounds | null {
  const bounds = mapBounds(map);
  return (
    bounds && {
      minX: bounds.minX - TOGGLE_RADIUS,
      minY: bounds.minY - TOGGLE_RADIUS,
      maxX: bounds.maxX + TOGGLE_RADIUS,
      maxY: bounds.maxY + TOGGLE_RADIUS,
    }
  );
}

/** The topmost node under a map point, if any. */
export function hitTest(map: MindmapData, x: number, y: number): MindmapNode | null {
  for (let index = map.nodes.length - 1; index >= 0; index -= 1) {
    const node = map.nodes[index];
    if (node && Math.hypot(node.x - x, node.y - y) <= nodeRadius(node)) return node;
  }
  return null;
}
