import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import { mapBounds, nodeRadius } from '../model/mindmap-ops';
import { labelStyle, labelWidth, wrapLabel, type DrawTheme } from './draw-mindmap';

/** Room around the map in the picture. */
const MARGIN = 24;
/** An average glyph's width in system-ui, as a share of the font size: SVG cannot measure. */
const GLYPH_WIDTH = 0.56;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The whole map as an SVG picture, the same as the canvas draws it but at its own size:
 * vector, so it stays sharp printed or in slides, and its text stays text.
 */
export function mindmapSvg(map: MindmapData, theme: DrawTheme): string {
  const bounds = mapBounds(map) ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const [x, y] = [bounds.minX - MARGIN, bounds.minY - MARGIN];
  const width = bounds.maxX - bounds.minX + 2 * MARGIN;
  const height = bounds.maxY - bounds.minY + 2 * MARGIN;
  const byId = new Map(map.nodes.map((node) => [node.id, node]));
  const lines = map.connections.flatMap(({ from, to }) => {
    const [a, b] = [byId.get(from), byId.get(to)];
    return a && b
      ? [
          `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${theme.line}" stroke-width="2"/>`,
        ]
      : [];
  });
  const nodes = map.nodes.map((node) => {
    const style = labelStyle(node);
    const label = wrapLabel(
      node.text,
      labelWidth(node),
      (line) => line.length * style.size * GLYPH_WIDTH,
    );
    const spans = label.map((text, index) => {
      const dy = node.y + (index - (label.length - 1) / 2) * style.lineHeight;
      return `<tspan x="${node.x}" y="${dy}">${escapeXml(text)}</tspan>`;
    });
    return [
      `<circle cx="${node.x}" cy="${node.y}" r="${nodeRadius(node)}" fill="${escapeXml(node.color)}"/>`,
      `<text font-family="system-ui, sans-serif" font-size="${style.size}" font-weight="${style.weight}" fill="${theme.text}" text-anchor="middle" dominant-baseline="middle">${spans.join('')}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${width}" height="${height}">`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${theme.background}"/>`,
    ...lines,
    ...nodes,
    '</svg>',
  ].join('\n');
}
