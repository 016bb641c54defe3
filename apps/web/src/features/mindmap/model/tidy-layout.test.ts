import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import {
  defaultMindmapData,
  mindmapDataSchema,
  type MindmapData,
} from '@codegrow/shared/schemas/mindmap';
import { describe, expect, it } from 'vitest';
import { draftFromOutline } from './draft-from-outline';
import { nodeRadius } from './mindmap-ops';
import { tidyLayout } from './tidy-layout';

/** A map of `size` nodes whose tree shape comes from a seeded generator (same seed, same map). */
function randomMap(size: number, seed: number): MindmapData {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const map = defaultMindmapData(new Date('2026-01-01T00:00:00Z'));
  for (let index = 1; index < size; index += 1) {
    const parent = map.nodes[Math.floor(random() * map.nodes.length)]?.id ?? 'center';
    const id = `n${index}`;
    map.nodes.push({
      id,
      text: id,
      x: random() * 50,
      y: random() * 50,
      type: 'branch',
      color: '#10b981',
    });
    map.connections.push({ from: parent, to: id });
  }
  return map;
}

function overlaps(map: MindmapData): string[] {
  const found: string[] = [];
  map.nodes.forEach((a, i) => {
    for (const b of map.nodes.slice(i + 1)) {
      if (Math.hypot(a.x - b.x, a.y - b.y) < nodeRadius(a) + nodeRadius(b))
        found.push(`${a.id}/${b.id}`);
    }
  });
  return found;
}

describe('tidyLayout', () => {
  it.each([1, 2, 3, 5, 8, 13, 21, 50, 100, 150, 200])(
    'leaves no two of %i nodes overlapping, whatever the shape',
    (size) => {
      for (const seed of [1, 7, 42])
        expect(overlaps(tidyLayout(randomMap(size, seed)))).toEqual([]);
    },
  );

  it('is the same for the same map, and keeps the centre where it is', () => {
    const map = randomMap(40, 3);
    const laid = tidyLayout(map);
    expect(tidyLayout(map)).toEqual(laid);
    expect(laid.nodes[0]).toEqual(map.nodes[0]);
    expect(laid.connections).toEqual(map.connections);
  });

  it('places a node no connection reaches too', () => {
    const map = randomMap(6, 5);
    map.nodes.push({ id: 'loose', text: 'Loose', x: 0, y: 0, type: 'branch', color: '#10b981' });
    expect(overlaps(tidyLayout(map))).toEqual([]);
  });
});

describe('draftFromOutline', () => {
  it('puts the title in the centre, sections around it and subsections under them', () => {
    const map = draftFromOutline('Indexes', [
      { id: 'why', text: 'Why indexes', level: 2 },
      { id: 'b-trees', text: 'B-trees', level: 3 },
      { id: 'hash', text: 'Hash', level: 3 },
      { id: 'plans', text: 'Query plans', level: 2 },
    ]);
    expect(map.nodes.map((node) => [node.text, node.type, node.section])).toEqual([
      ['Indexes', 'center', undefined],
      ['Why indexes', 'branch', 'why'],
      ['B-trees', 'branch', 'b-trees'],
      ['Hash', 'branch', 'hash'],
      ['Query plans', 'branch', 'plans'],
    ]);
    expect(mindmapDataSchema.safeParse(map).success).toBe(true);
    expect(map.connections).toEqual([
      { from: 'center', to: 'heading-1' },
      { from: 'heading-1', to: 'heading-2' },
      { from: 'heading-1', to: 'heading-3' },
      { from: 'center', to: 'heading-4' },
    ]);
    expect(overlaps(map)).toEqual([]);
  });

  it('keeps within the limits a map may have', () => {
    const outline = Array.from({ length: 600 }, (_, index) => ({
      id: `s${index}`,
      text: 'x'.repeat(300),
      level: 2 as const,
    }));
    const map = draftFromOutline('Long', outline);
    expect(map.nodes).toHaveLength(MINDMAP_LIMITS.maxNodes);
    expect(map.nodes.every((node) => node.text.length <= MINDMAP_LIMITS.nodeTextMax)).toBe(true);
  });
});
