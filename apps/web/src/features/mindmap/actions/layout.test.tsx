import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';
import { draftFromHeadingsAction } from './draft-from-headings';
import { dragModeAction } from './drag-mode';
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

  it('tidies the map as one undoable edit, and switches drag mode', () => {
    const map = mapEditor();
    map.press('Insert');
    map.run(tidyUpAction);
    expect(map.editor().history.past).toHaveLength(2);
    map.run(dragModeAction);
    expect(dragModeAction.toolbar?.pressed?.(map.editor())).toBe(true);
  });
});
