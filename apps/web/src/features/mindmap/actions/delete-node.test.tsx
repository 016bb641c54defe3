import { describe, expect, it } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';
import { deleteNodeAction } from './delete-node';

describe('delete a node', () => {
  it('removes the selected node on Delete or Backspace, and never the centre', () => {
    const map = mapEditor();
    map.press('Insert');
    expect(map.press('Delete')).toBe('deleteNode');
    expect(map.editor().map.nodes).toHaveLength(1);
    expect(map.editor().selected).toBeNull();
    map.select('center');
    expect(deleteNodeAction.toolbar?.disabled?.(map.editor())).toBe(true);
    map.press('Backspace');
    expect(map.editor().map.nodes).toHaveLength(1);
  });
});
