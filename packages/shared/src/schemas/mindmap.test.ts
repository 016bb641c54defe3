import { describe, expect, it } from 'vitest';
import { defaultMindmapData, mindmapDataInputSchema } from './mindmap';

const base = defaultMindmapData(new Date('2026-01-01T00:00:00Z'));
const withChild = {
  ...base,
  nodes: [
    ...base.nodes,
    { id: 'n1', text: 'New Node', x: 520, y: 300, type: 'branch' as const, color: '#10b981' },
  ],
  connections: [{ from: 'center', to: 'n1' }],
};

describe('mindmapDataInputSchema', () => {
  it('accepts the map as an object, as JSON text, and wrapped', () => {
    for (const input of [
      withChild,
      JSON.stringify(withChild),
      { data: withChild },
      { data: JSON.stringify(withChild) },
    ]) {
      expect(mindmapDataInputSchema.parse(input).nodes).toHaveLength(2);
    }
  });

  it.each([
    [
      { ...withChild, connections: [{ from: 'center', to: 'ghost' }] },
      'A connection must join two existing nodes',
    ],
    [{ ...withChild, nodes: [withChild.nodes[1]] }, 'A mind map has exactly one centre node'],
    [
      { ...withChild, nodes: [base.nodes[0], { ...withChild.nodes[1], text: '  ' }] },
      'Node text must not be empty',
    ],
    [
      {
        ...withChild,
        nodes: [base.nodes[0], { ...withChild.nodes[1], x: Number.POSITIVE_INFINITY }],
      },
      'Invalid input',
    ],
    [
      {
        ...withChild,
        nodes: Array.from({ length: 501 }, (_, i) => ({ ...withChild.nodes[1], id: `n${i}` })),
      },
      'A mind map has at most 500 nodes',
    ],
  ])('refuses a broken map (%#)', (input, message) => {
    const result = mindmapDataInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' | ')).toContain(
      message.split(' ')[0],
    );
  });

  it('starts new maps with a blue "Main Topic" at 400,300', () => {
    expect(base.nodes).toEqual([
      { id: 'center', text: 'Main Topic', x: 400, y: 300, type: 'center', color: '#3b82f6' },
    ]);
  });
});
