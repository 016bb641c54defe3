import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import { describe, expect, it } from 'vitest';
import { LIGHT_THEME } from './draw-mindmap';
import { mindmapSvg } from './export-svg';

const map = defaultMindmapData(new Date('2026-01-01T00:00:00Z'));
map.nodes.push(
  { id: 'a', text: 'Joins & <keys>', x: 600, y: 300, type: 'branch', color: '#10b981' },
  {
    id: 'b',
    text: 'A rather long label that wraps over lines',
    x: 200,
    y: 300,
    type: 'branch',
    color: '#10b981',
  },
);
map.connections.push({ from: 'center', to: 'a' }, { from: 'center', to: 'b' });

describe('mindmapSvg', () => {
  const svg = mindmapSvg(map, LIGHT_THEME);

  it('draws every node, connection and label, with its text as text', () => {
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg.match(/<line /g)).toHaveLength(2);
    expect(svg).toContain('Joins &amp;');
    expect(svg).toContain('&lt;keys&gt;');
    expect(svg).not.toContain('<keys>');
    expect(svg.match(/<tspan /g)?.length).toBeGreaterThan(4);
  });

  it('frames the whole map', () => {
    // Nodes from x 160 (200 - 40) to 640 (600 + 40), y 240 to 360, with a 24 margin.
    expect(svg).toContain('viewBox="136 216 528 168"');
  });
});
