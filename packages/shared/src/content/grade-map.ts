import type { MindmapData, MindmapNode } from '../schemas/mindmap';
import type { MapCheckResults } from '../schemas/map-check';

/** The nodes 'Complete the map' hides: every one but the centre, which names the map. */
export const askedNodes = (map: MindmapData): MindmapNode[] =>
  map.nodes.filter((node) => node.type !== 'center');

/**
 * A label as it is compared: case, spacing, dashes and sentence punctuation aside ('Anti-joins'
 * and 'anti joins.' are the same answer), symbols kept ('C' is neither 'C++' nor 'C#').
 */
export const comparableLabel = (label: string): string =>
  label
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[\s\p{Pd}_,:;!?'"\u201C\u201D\u2018\u2019()[\]]+/gu, ' ')
    .replace(/[\s.]+$/u, '')
    .trim();

/** Whether every label names a node the map asks for. */
export const labelsFit = (map: MindmapData, labels: Record<string, string>): boolean => {
  const ids = new Set(askedNodes(map).map((node) => node.id));
  return Object.keys(labels).every((id) => ids.has(id));
};

/** Each asked node judged against the reader's label; one left blank is wrong. */
export function gradeMap(map: MindmapData, labels: Record<string, string>): MapCheckResults {
  const results = askedNodes(map).map((node) => ({
    nodeId: node.id,
    // Own labels only: a node named `constructor` is not answered by the object's prototype.
    correct:
      comparableLabel(Object.hasOwn(labels, node.id) ? (labels[node.id] ?? '') : '') ===
      comparableLabel(node.text),
    text: node.text,
    ...(node.section === undefined ? {} : { section: node.section }),
  }));
  return { results, complete: results.length > 0 && results.every((result) => result.correct) };
}
