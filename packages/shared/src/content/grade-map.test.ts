import { describe, expect, it } from 'vitest';
import { comparableLabel, gradeMap, labelsFit } from './grade-map';

const map = {
  nodes: [
    { id: 'c', text: 'Languages', x: 0, y: 0, type: 'center' as const, color: '#3b82f6' },
    { id: 'a', text: 'C++', x: 0, y: 0, type: 'branch' as const, color: '#10b981', section: 'cpp' },
    { id: 'b', text: 'Anti-joins', x: 0, y: 0, type: 'branch' as const, color: '#10b981' },
  ],
  connections: [
    { from: 'c', to: 'a' },
    { from: 'c', to: 'b' },
  ],
};

describe('grading a completed map', () => {
  it('compares labels with case, spacing and punctuation aside, but not symbols', () => {
    expect(comparableLabel('  ANTI – joins! ')).toBe(comparableLabel('Anti-joins'));
    expect(comparableLabel('C')).not.toBe(comparableLabel('C++'));
    expect(comparableLabel('C')).not.toBe(comparableLabel('C#'));
    expect(comparableLabel('SELECT')).not.toBe(comparableLabel('SELECT *'));
    expect(comparableLabel('Left join.')).toBe(comparableLabel('left join'));
    expect(comparableLabel('ｃ＋＋')).toBe(comparableLabel('c++'));
  });

  it('asks every node but the centre, a blank one wrong, complete only when all are right', () => {
    expect(gradeMap(map, { a: 'c++' })).toEqual({
      results: [
        { nodeId: 'a', correct: true, text: 'C++', section: 'cpp' },
        { nodeId: 'b', correct: false, text: 'Anti-joins' },
      ],
      complete: false,
    });
    expect(gradeMap(map, { a: 'C++', b: 'anti joins' }).complete).toBe(true);
  });

  it('reads only the labels sent, whatever a node is called', () => {
    const named = {
      ...map,
      nodes: map.nodes.map((node) => ({ ...node, id: node.id === 'b' ? 'constructor' : node.id })),
    };
    named.connections = [
      { from: 'c', to: 'a' },
      { from: 'c', to: 'constructor' },
    ];
    expect(gradeMap(named, { a: 'C++' }).results[1]).toMatchObject({ correct: false });
  });

  it('takes labels only for the nodes it asks for', () => {
    expect(labelsFit(map, { a: 'x', b: 'y' })).toBe(true);
    expect(labelsFit(map, { c: 'Languages' })).toBe(false);
    expect(labelsFit(map, { z: 'x' })).toBe(false);
  });
});
