import { askedNodes } from '@codegrow/shared/content/grade-map';
import type { MapCheckResult } from '@codegrow/shared/schemas/map-check';
import type { MindmapData, MindmapNode } from '@codegrow/shared/schemas/mindmap';
import { treeOf, type TreeNode } from './map-tree';
import { findCentre } from './mindmap-ops';

/** A node to label, numbered in reading order from the centre, with the ones under it. */
export interface Blank {
  node: MindmapNode;
  number: number;
  children: Blank[];
}

/** Where a node stands: not judged yet, right, or wrong. */
export type BlankState = 'open' | 'right' | 'wrong';

/** Hidden (slate), right (emerald) and wrong (red) nodes: white labels read on all three. */
export const PRACTICE_COLOURS: Record<BlankState, string> = {
  open: '#475569',
  right: '#047857',
  wrong: '#b91c1c',
};

/** The map's hidden nodes as a tree of blanks, numbered depth first as the list reads. */
export function blanksOf(map: MindmapData): Blank[] {
  const centre = findCentre(map);
  if (!centre) return [];
  const nodes = new Map(askedNodes(map).map((node) => [node.id, node]));
  let count = 0;
  const toBlanks = (children: TreeNode[]): Blank[] =>
    children.flatMap((child) => {
      const node = nodes.get(child.id);
      if (!node) return [];
      count += 1;
      return [{ node, number: count, children: toBlanks(child.children) }];
    });
  return toBlanks(treeOf(map, centre.id).children);
}

export const stateOf = (result: MapCheckResult | undefined): BlankState =>
  result === undefined ? 'open' : result.correct ? 'right' : 'wrong';

/**
 * The map as the canvas shows it while the reader completes it: each hidden node carries its
 * number instead of its label and no link to its section, until it is judged right.
 */
export function practiceMap(
  map: MindmapData,
  results: ReadonlyMap<string, MapCheckResult>,
  numberOf: (blank: number) => string,
): MindmapData {
  const numbers = new Map<string, number>();
  const visit = (blanks: Blank[]) =>
    blanks.forEach((blank) => {
      numbers.set(blank.node.id, blank.number);
      visit(blank.children);
    });
  visit(blanksOf(map));
  return {
    ...map,
    nodes: map.nodes.map((node) => {
      const number = numbers.get(node.id);
      if (number === undefined) return node;
      const state = stateOf(results.get(node.id));
      const color = PRACTICE_COLOURS[state];
      if (state === 'right') return { ...node, color };
      const { section: _hidden, ...rest } = node;
      return { ...rest, text: numberOf(number), color };
    }),
  };
}
