import { describe, expect, it } from 'vitest';
import { defaultMindmapData, type MindmapData } from '@codegrow/shared/schemas/mindmap';
import { NOTHING_COLLAPSED, collapseBranches } from '../model/collapse';
import { addChild, mapBounds } from '../model/mindmap-ops';
import { TOGGLE_RADIUS, branchToggles, drawnBounds, hitTest, hitToggle } from './draw-mindmap';

describe('hitTest', () => {
  const withChild = addChild(defaultMindmapData(), null, () => 0.5);
  const map = withChild?.map ?? defaultMindmapData();
  const child = map.nodes[1];

  it('finds the node under a point inside its radius', () => {
    expect(hitTest(map, 400 + 59, 300)?.id).toBe('center');
    expect(hitTest(map, (child?.x ?? 0) + 39, child?.y ?? 0)?.id).toBe(child?.id);
  });

  it('finds nothing in empty space', () => {
    expect(hitTest(map, 0, 0)).toBeNull();
  });
});

/** The centre at 400,300 with 'east' 200 to its right, which has 'leaf' 200 further on. */
function chain(): MindmapData {
  const map = defaultMindmapData(new Date('2026-01-01T00:00:00Z'));
  map.nodes.push(
    { id: 'east', text: 'East', x: 600, y: 300, type: 'branch', color: '#10b981' },
    { id: 'leaf', text: 'Leaf', x: 800, y: 300, type: 'branch', color: '#10b981' },
  );
  map.connections.push({ from: 'center', to: 'east' }, { from: 'east', to: 'leaf' });
  return map;
}

describe('branch toggles', () => {
  const map = chain();

  it('sit on the edge of each node with children, away from its parent, the centre’s below', () => {
    const toggles = branchToggles(collapseBranches(map, NOTHING_COLLAPSED));
    expect(toggles.map(({ node, x, y, label }) => [node.id, x, y, label])).toEqual([
      ['center', 400, 300 + 60, '−'],
      ['east', 600 + 40, 300, '−'],
    ]);
  });

  it('count what a collapsed branch hides, and stop counting past 99', () => {
    const [centre] = branchToggles(collapseBranches(map, new Set(['center'])));
    expect(centre).toMatchObject({ collapsed: true, label: '+2' });

    const big = chain();
    for (let index = 0; index < 100; index += 1) {
      big.nodes.push({ id: `n${index}`, text: 'n', x: 0, y: 0, type: 'branch', color: '#10b981' });
      big.connections.push({ from: 'leaf', to: `n${index}` });
    }
    const toggles = branchToggles(collapseBranches(big, new Set(['east'])));
    expect(toggles.find((toggle) => toggle.node.id === 'east')?.label).toBe('+');
  });

  it('are hit before the node they sit on, and only within their circle', () => {
    const shown = collapseBranches(map, NOTHING_COLLAPSED);
    // Inside both the centre's circle and its toggle's.
    expect(hitToggle(shown, 400, 300 + 55)?.node.id).toBe('center');
    expect(hitTest(shown.visible, 400, 300 + 55)?.id).toBe('center');
    expect(hitToggle(shown, 400, 300)).toBeNull();
    expect(hitToggle(shown, 800 + 40, 300)).toBeNull();
  });

  it('are kept inside the bounds a map is fitted by', () => {
    const bounds = drawnBounds(map);
    const plain = mapBounds(map);
    expect(bounds?.maxY).toBe((plain?.maxY ?? 0) + TOGGLE_RADIUS);
    expect(drawnBounds({ ...map, nodes: [] })).toBeNull();
  });
});
