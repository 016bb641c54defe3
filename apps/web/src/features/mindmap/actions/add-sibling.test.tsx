import { describe, expect, it } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';
import { parentOf } from '../model/mindmap-ops';

describe('add a sibling', () => {
  it('adds beside the selected node on Enter, under the same parent', () => {
    const map = mapEditor();
    map.press('Insert');
    map.press('Insert');
    const child = map.editor().selected;
    expect(map.press('Enter')).toBe('addSibling');
    const { map: after, selected } = map.editor();
    expect(selected?.id).not.toBe(child?.id);
    expect(parentOf(after, selected?.id ?? '')?.id).toBe(parentOf(after, child?.id ?? '')?.id);
  });
});
