import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import type { OutlineEntry } from '@codegrow/shared/content/article-outline';
import { describe, expect, it } from 'vitest';
import { drawnBounds } from '../render/draw-mindmap';
import { collapseBranches } from './collapse';
import { draftFromOutline } from './draft-from-outline';
import { READABLE_SCALE, readableFolds } from './readable-folds';
import { fitView } from './viewport';

/** A long article's outline: six sections of three subsections each. */
const outline: OutlineEntry[] = [1, 2, 3, 4, 5, 6].flatMap((section) => [
  { id: `s${section}`, text: `Section ${section}`, level: 2 as const },
  ...[1, 2, 3].map((sub) => ({
    id: `s${section}-${sub}`,
    text: `Part ${section}.${sub}`,
    level: 3 as const,
  })),
]);
const PHONE = 358;
const HEIGHT = MINDMAP_LIMITS.editorHeight;
const scaleOf = (map: ReturnType<typeof draftFromOutline>, width: number) => {
  const bounds = drawnBounds(map);
  if (!bounds) throw new Error('a drafted map has nodes');
  return fitView(bounds, width, HEIGHT).scale;
};

describe('readableFolds', () => {
  const draft = draftFromOutline('Indexes in depth', outline, new Date('2026-01-01T00:00:00Z'));

  it('folds the sections of a drafted map too big to read whole on a phone, and then it reads', () => {
    expect(scaleOf(draft, PHONE)).toBeLessThan(READABLE_SCALE);
    const folds = readableFolds(draft, PHONE, HEIGHT);
    expect([...folds].sort()).toEqual(
      ['heading-1', 'heading-5', 'heading-9', 'heading-13', 'heading-17', 'heading-21'].sort(),
    );
    const shown = collapseBranches(draft, folds).visible;
    expect(shown.nodes.map((node) => node.text)).toEqual([
      'Indexes in depth',
      ...[1, 2, 3, 4, 5, 6].map((section) => `Section ${section}`),
    ]);
    expect(scaleOf(shown, PHONE)).toBeGreaterThanOrEqual(READABLE_SCALE);
  });

  it('folds nothing where the whole map reads, where nothing folds, or before the canvas is measured', () => {
    expect(readableFolds(draft, 1600, 1600).size).toBe(0);
    expect(readableFolds(draft, 0, HEIGHT).size).toBe(0);
    const sections = outline.filter((entry) => entry.level === 2);
    expect(readableFolds(draftFromOutline('Joins', sections), PHONE, HEIGHT).size).toBe(0);
  });
});
