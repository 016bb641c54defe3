import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';
import { draftFromHeadingsAction } from './draft-from-headings';
import { dragModeAction } from './drag-mode';
import { expandAllAction } from './expand-all';
import { READABLE_SCALE } from '../model/readable-folds';
import { tidyUpAction } from './tidy-up';

const outline = {
  title: 'SQL Joins',
  entries: [
    { id: 'inner', text: 'Inner joins', level: 2 as const },
    { id: 'outer', text: 'Outer joins', level: 2 as const },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('laying a map out', () => {
  it('drafts a map from the headings, each node opening its section, after asking to replace one', () => {
    const map = mapEditor(undefined, { outline });
    expect(draftFromHeadingsAction.toolbar?.available?.(map.editor())).toBe(true);
    map.run(draftFromHeadingsAction);
    const sections = map
      .editor()
      .map.nodes.map((node) => node.section)
      .filter(Boolean);
    expect(sections).toEqual(['inner', 'outer']);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    map.run(draftFromHeadingsAction);
    expect(confirm).toHaveBeenCalled();
    expect(mapEditor().editor().outline).toBeUndefined();
  });

  it('on a phone, drafts a long article’s map with its sections folded, readable', () => {
    const long = {
      title: 'Indexes',
      entries: [1, 2, 3, 4, 5].flatMap((n) => [
        { id: `s${n}`, text: `Section ${n}`, level: 2 as const },
        { id: `s${n}-a`, text: `Part ${n}a`, level: 3 as const },
        { id: `s${n}-b`, text: `Part ${n}b`, level: 3 as const },
      ]),
    };
    const map = mapEditor(undefined, { outline: long });
    act(() => map.editor().setWidth(358));
    map.run(draftFromHeadingsAction);
    const shown = map.editor().visible.nodes.map((node) => node.text);
    expect(shown).toEqual([
      'Indexes',
      'Section 1',
      'Section 2',
      'Section 3',
      'Section 4',
      'Section 5',
    ]);
    expect(map.editor().view.scale).toBeGreaterThanOrEqual(READABLE_SCALE);
    // Nothing is lost: the map holds every heading, and Expand all shows them.
    expect(map.editor().map.nodes).toHaveLength(16);
    map.run(expandAllAction);
    expect(map.editor().visible.nodes).toHaveLength(16);
  });

  it('tidies the map as one undoable edit, and switches drag mode', () => {
    const map = mapEditor();
    map.press('Insert');
    map.run(tidyUpAction);
    expect(map.editor().history.past).toHaveLength(2);
    map.run(dragModeAction);
    expect(dragModeAction.toolbar?.pressed?.(map.editor())).toBe(true);
  });
});
