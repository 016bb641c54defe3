import { describe, expect, it } from 'vitest';
import { blanksOf, PRACTICE_COLOURS, practiceMap } from './practice-map';

const node = (id: string, text: string, section?: string) => ({
  id,
  text,
  x: 0,
  y: 0,
  type: 'branch' as const,
  color: '#10b981',
  ...(section ? { section } : {}),
});
const map = {
  nodes: [
    { id: 'c', text: 'Joins', x: 0, y: 0, type: 'center' as const, color: '#3b82f6' },
    node('inner', 'Inner join', 'inner'),
    node('outer', 'Outer joins', 'outer'),
    node('left', 'Left join', 'left'),
  ],
  connections: [
    { from: 'c', to: 'inner' },
    { from: 'c', to: 'outer' },
    { from: 'outer', to: 'left' },
  ],
};

describe('the map while a reader completes it', () => {
  it('numbers the hidden nodes in reading order, nested by branch', () => {
    const blanks = blanksOf(map);
    expect(blanks.map((blank) => [blank.node.id, blank.number])).toEqual([
      ['inner', 1],
      ['outer', 2],
    ]);
    expect(blanks[1]?.children.map((blank) => [blank.node.id, blank.number])).toEqual([
      ['left', 3],
    ]);
  });

  it('shows numbers and no sections until a node is judged right, and colours right and wrong', () => {
    const results = new Map([
      ['inner', { nodeId: 'inner', correct: true, text: 'Inner join', section: 'inner' }],
      ['outer', { nodeId: 'outer', correct: false, text: 'Outer joins', section: 'outer' }],
    ]);
    const shown = practiceMap(map, results, (number) => `#${number}`);
    expect(
      shown.nodes.map(({ id, text, color, section }) => ({ id, text, color, section })),
    ).toEqual([
      { id: 'c', text: 'Joins', color: '#3b82f6', section: undefined },
      { id: 'inner', text: 'Inner join', color: PRACTICE_COLOURS.right, section: 'inner' },
      { id: 'outer', text: '#2', color: PRACTICE_COLOURS.wrong, section: undefined },
      { id: 'left', text: '#3', color: PRACTICE_COLOURS.open, section: undefined },
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/Outer joins|Left join/);
  });
});
