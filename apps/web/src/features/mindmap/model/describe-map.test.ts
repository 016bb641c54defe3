import { defaultMindmapData, type MindmapData } from '@codegrow/shared/schemas/mindmap';
import { describe, expect, it } from 'vitest';
import { NOTHING_COLLAPSED, collapseBranches } from './collapse';
import { formatsFor } from '@codegrow/shared/format/formats';
import { describeMap } from './describe-map';
import { english } from '../../../../test/english';

const inEnglish = { t: english.t, formatCount: formatsFor('en').formatCount };

/** 'SQL' with 'Joins' (Inner, Left, Full under it) and 'Keys'. */
function joinsMap(): MindmapData {
  const map = defaultMindmapData(new Date('2026-01-01T00:00:00Z'));
  const [centre] = map.nodes;
  if (centre) centre.text = 'SQL';
  const links: [string, string][] = [
    ['center', 'Joins'],
    ['Joins', 'Inner'],
    ['Joins', 'Left'],
    ['Joins', 'Full'],
    ['center', 'Keys'],
  ];
  for (const [from, to] of links) {
    map.nodes.push({ id: to, text: to, x: 0, y: 0, type: 'branch', color: '#10b981' });
    map.connections.push({ from, to });
  }
  return map;
}

describe('describing the map to screen readers', () => {
  const map = joinsMap();

  it('names the centre and counts the branches while nothing is collapsed', () => {
    const shown = collapseBranches(map, NOTHING_COLLAPSED);
    expect(describeMap('Databases', shown, inEnglish)).toBe('Databases: SQL with 5 branches');
  });

  it('counts only the branches that show, and says how many the collapsed ones hide', () => {
    const shown = collapseBranches(map, new Set(['Joins']));
    expect(describeMap('Databases', shown, inEnglish)).toBe(
      'Databases: SQL with 2 branches, 3 more in collapsed branches',
    );
  });
});
