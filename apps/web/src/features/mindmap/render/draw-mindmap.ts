import type { MindmapData, MindmapNode } from '@codegrow/shared/schemas/mindmap';
import { nodeRadius } from '../model/mindmap-ops';
import type { Viewport } from '../model/viewport';

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

/** Draws the whole map for one frame: background, connections, then nodes. */
export function drawMindmap(
  ctx: CanvasRenderingContext2D,
  map: MindmapData,
  view: Viewport,
  size: { width: number; height: number; ratio: number },
  selectedId: string | null,
  theme: DrawTheme,
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
}

/** The topmost node under a map point, if any. */
export function hitTest(map: MindmapData, x: number, y: number): MindmapNode | null {
  for (let index = map.nodes.length - 1; index >= 0; index -= 1) {
    const node = map.nodes[index];
    if (node && Math.hypot(node.x - x, node.y - y) <= nodeRadius(node)) return node;
  }
  return null;
}
