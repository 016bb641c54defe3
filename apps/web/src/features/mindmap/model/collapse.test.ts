import { defaultMindmapData, type MindmapData } from '@codegrow/shared/schemas/mindmap';
import { describe, expect, it } from 'vitest';
import { NOTHING_COLLAPSED, collapseBranches, expandBranch, toggleBranch } from './collapse';

/**
 * center ─┬─ joins ─┬─ inner ── natural
 *         │         └─ outer
 *         ├─ keys ── primary
 *         └─ views
 */
function sqlMap(): MindmapData {
  const map = defaultMindmapData(new Date('2026-01-01T00:00:00Z'));
  const links: [string, string][] = [
    ['center', 'joins'],
    ['joins', 'inner'],
    ['inner', 'natural'],
    ['joins', 'outer'],
    ['center', 'keys'],
    ['keys', 'primary'],
    ['center', 'views'],
  ];
  for (const [from, to] of links) {
    map.nodes.push({ id: to, text: to, x: 0, y: 0, type: 'branch', color: '#10b981' });
    map.connections.push({ from, to });
  }
  return map;
}

const ids = (map: MindmapData) => map.nodes.map((node) => node.id);
const collapsed = (...nodes: string[]): ReadonlySet<string> => new Set(nodes);

describe('collapseBranches', () => {
  const map = sqlMap();

  it('shows the map itself while nothing is collapsed, and knows which nodes have children', () => {
    const shown = collapseBranches(map, NOTHING_COLLAPSED);
    expect(shown.visible).toBe(map);
    expect(shown.hiddenBy.size).toBe(0);
    expect([...shown.withChildren].sort()).toEqual(['center', 'inner', 'joins', 'keys']);
  });

  it('hides a collapsed node’s subtree and its connections, keeping the node itself', () => {
    const shown = collapseBranches(map, collapsed('joins'));
    expect(ids(shown.visible)).toEqual(['center', 'joins', 'keys', 'primary', 'views']);
    expect(shown.visible.connections).toEqual([
      { from: 'center', to: 'joins' },
      { from: 'center', to: 'keys' },
      { from: 'keys', to: 'primary' },
      { from: 'center', to: 'views' },
    ]);
    expect(shown.hiddenCount).toEqual(new Map([['joins', 3]]));
    expect(shown.hiddenBy).toEqual(
      new Map([
        ['inner', 'joins'],
        ['natural', 'joins'],
        ['outer', 'joins'],
      ]),
    );
  });

  it('keeps a collapse inside a collapsed branch, which holds once the branch opens', () => {
    const both = collapseBranches(map, collapsed('inner', 'joins'));
    expect(both.hiddenCount).toEqual(
      new Map([
        ['inner', 1],
        ['joins', 3],
      ]),
    );
    // The outer collapse is the one a reader sees, so it hides everything under it.
    expect(both.hiddenBy.get('natural')).toBe('joins');

    const opened = collapseBranches(map, toggleBranch(map, collapsed('inner', 'joins'), 'joins'));
    expect(ids(opened.visible)).not.toContain('natural');
    expect(ids(opened.visible)).toEqual(expect.arrayContaining(['joins', 'inner', 'outer']));
    expect(opened.hiddenBy).toEqual(new Map([['natural', 'inner']]));
  });

  it('counts every hidden descendant, not only the children', () => {
    expect(collapseBranches(map, collapsed('keys')).hiddenCount.get('keys')).toBe(1);
    expect(collapseBranches(map, collapsed('center')).hiddenCount.get('center')).toBe(7);
  });

  it('shows only the centre when the centre is collapsed, a node no connection reaches too', () => {
    const loose = sqlMap();
    loose.nodes.push({ id: 'loose', text: 'Loose', x: 0, y: 0, type: 'branch', color: '#10b981' });
    const shown = collapseBranches(loose, collapsed('center'));
    expect(ids(shown.visible)).toEqual(['center']);
    expect(shown.visible.connections).toEqual([]);
    expect(shown.hiddenCount.get('center')).toBe(8);
  });

  it('hides nothing for a collapsed leaf, or a node the map no longer has', () => {
    const shown = collapseBranches(map, collapsed('views', 'deleted'));
    expect(shown.visible).toBe(map);
    expect(shown.hiddenCount.size).toBe(0);
  });

  it('is the same for the same map and collapsed nodes, whatever order they were collapsed in', () => {
    const first = collapseBranches(map, collapsed('keys', 'inner'));
    expect(collapseBranches(map, collapsed('inner', 'keys'))).toEqual(first);
    expect(ids(first.visible)).toEqual(['center', 'joins', 'inner', 'outer', 'keys', 'views']);
  });
});

describe('toggleBranch', () => {
  const map = sqlMap();

  it('collapses a node with children and expands it again', () => {
    const folded = toggleBranch(map, NOTHING_COLLAPSED, 'joins');
    expect([...folded]).toEqual(['joins']);
    expect([...toggleBranch(map, folded, 'joins')]).toEqual([]);
  });

  it('does nothing for a leaf', () => {
    const before = collapsed('joins');
    expect(toggleBranch(map, before, 'views')).toBe(before);
    expect(toggleBranch(map, before, 'natural')).toBe(before);
  });
});

describe('expandBranch', () => {
  it('opens a collapsed node, and leaves the set as it is for one that was not', () => {
    const before = collapsed('joins', 'keys');
    expect([...expandBranch(before, 'joins')]).toEqual(['keys']);
    expect(expandBranch(before, 'views')).toBe(before);
  });
});
