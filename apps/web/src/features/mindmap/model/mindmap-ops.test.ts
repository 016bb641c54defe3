import { describe, expect, it } from 'vitest';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import {
  addChild,
  deleteNode,
  linkNode,
  mapBounds,
  nodeToward,
  parentOf,
  moveNode,
  nodeRadius,
  renameNode,
} from './mindmap-ops';

const start = defaultMindmapData(new Date('2026-01-01T00:00:00Z'));
const counter = () => {
  let n = 0;
  return () => (n += 1) / 1000;
};

describe('mind map operations', () => {
  it('adds a green "New Node" 120 units from the centre when nothing is selected', () => {
    const result = addChild(start, null, counter());
    const child = result?.map.nodes[1];
    expect(child).toMatchObject({ text: 'New Node', type: 'branch', color: '#10b981' });
    expect(Math.hypot((child?.x ?? 0) - 400, (child?.y ?? 0) - 300)).toBeCloseTo(120, 0);
    expect(result?.map.connections).toEqual([{ from: 'center', to: result?.id }]);
  });

  it('adds under the selected node, fanning siblings out', () => {
    const random = counter();
    const first = addChild(start, null, random);
    const second = addChild(first?.map ?? start, null, random);
    const grandchild = addChild(second?.map ?? start, first?.id ?? null, random);
    const nodes = grandchild?.map.nodes ?? [];
    expect(nodes[1]).not.toMatchObject({ x: nodes[2]?.x, y: nodes[2]?.y });
    expect(grandchild?.map.connections.at(-1)).toEqual({ from: first?.id, to: grandchild?.id });
  });

  it('never deletes the centre, and deletes a branch with its connections', () => {
    const added = addChild(start, null, counter());
    expect(deleteNode(added?.map ?? start, 'center')).toBe(added?.map);
    const removed = deleteNode(added?.map ?? start, added?.id ?? '');
    expect(removed.nodes).toHaveLength(1);
    expect(removed.connections).toEqual([]);
  });

  it('keeps a node’s text when the new text is empty', () => {
    expect(renameNode(start, 'center', '   ')).toBe(start);
    expect(renameNode(start, 'center', ' Databases ').nodes[0]?.text).toBe('Databases');
  });

  it('moves nodes only to finite positions', () => {
    expect(moveNode(start, 'center', 10.4, 20.6).nodes[0]).toMatchObject({ x: 10, y: 21 });
    expect(moveNode(start, 'center', Number.NaN, 0)).toBe(start);
  });

  it('draws the centre larger than branches', () => {
    expect(nodeRadius({ type: 'center' })).toBe(60);
    expect(nodeRadius({ type: 'branch' })).toBe(40);
  });
});

describe('mapBounds', () => {
  it('takes in every node as drawn, circles and all', () => {
    const centre = start.nodes[0];
    const grown = addChild(start, null, counter());
    const moved = grown && moveNode(grown.map, grown.id, -400, -250);
    expect(moved && mapBounds(moved)).toEqual({
      minX: -400 - 40,
      minY: -250 - 40,
      maxX: (centre?.x ?? 0) + 60,
      maxY: (centre?.y ?? 0) + 60,
    });
  });

  it('is nothing for a map without nodes', () => {
    expect(mapBounds({ ...start, nodes: [] })).toBeNull();
  });
});

describe('renameNode', () => {
  it('leaves the map itself as it is when the text does not change', () => {
    expect(renameNode(start, 'center', `  ${start.nodes[0]?.text ?? ''} `)).toBe(start);
  });
});

describe('linkNode', () => {
  it('links one node to a section and unlinks it again', () => {
    const grown = addChild(start, null, counter());
    if (!grown) throw new Error('a child is added');
    const linked = linkNode(grown.map, grown.id, 'why-it-matters');
    expect(linked.nodes.find((node) => node.id === grown.id)?.section).toBe('why-it-matters');
    expect(linked.nodes[0]).toEqual(grown.map.nodes[0]);
    const unlinked = linkNode(linked, grown.id, undefined);
    expect(unlinked.nodes.find((node) => node.id === grown.id)).not.toHaveProperty('section');
  });
});

describe('moving the selection', () => {
  const map = { ...start, nodes: [...start.nodes], connections: [...start.connections] };
  const centre = start.nodes[0];
  const add = (id: string, dx: number, dy: number) => {
    map.nodes.push({
      id,
      text: id,
      x: (centre?.x ?? 0) + dx,
      y: (centre?.y ?? 0) + dy,
      type: 'branch',
      color: '#10b981',
    });
    map.connections.push({ from: 'center', to: id });
  };
  add('east', 200, 10);
  add('far-east', 400, 0);
  add('north', -20, -200);
  add('south-east', 150, 150);

  it('goes to the closest node that lies the way of the arrow', () => {
    expect(nodeToward(map, 'center', 'right')?.id).toBe('east');
    expect(nodeToward(map, 'center', 'up')?.id).toBe('north');
    expect(nodeToward(map, 'east', 'right')?.id).toBe('far-east');
    expect(nodeToward(map, 'center', 'left')).toBeNull();
  });

  it('finds the node a node hangs from', () => {
    expect(parentOf(map, 'east')?.id).toBe('center');
    expect(parentOf(map, 'center')).toBeUndefined();
  });
});
