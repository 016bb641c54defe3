import { describe, expect, it } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';
import { addChildAction } from './add-child';

describe('add a child', () => {
  it('adds under the centre when nothing is selected, and selects the new node', () => {
    const map = mapEditor();
    map.run(addChildAction);
    const { map: after, selected } = map.editor();
    expect(after.nodes).toHaveLength(2);
    expect(selected?.text).toBe('New Node');
    expect(after.connections).toEqual([{ from: 'center', to: selected?.id }]);
  });

  it('adds under the selected node on Tab or Insert; Tab with nothing selected moves the focus on', () => {
    const map = mapEditor();
    expect(map.press('Tab')).toBeUndefined();
    expect(map.press('Insert')).toBe('addChild');
    const first = map.editor().selected?.id;
    expect(map.press('Tab')).toBe('addChild');
    expect(map.editor().map.connections).toContainEqual({
      from: first,
      to: map.editor().selected?.id,
    });
    expect(map.press('Tab', { shiftKey: true })).toBeUndefined();
  });

  it('is not offered on a map that is only read', () => {
    const map = mapEditor(undefined, { editable: false });
    expect(map.press('Insert')).toBeUndefined();
  });
});
