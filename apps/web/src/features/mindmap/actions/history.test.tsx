import { describe, expect, it } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';
import { redoAction } from './redo';
import { undoAction } from './undo';

describe('undo and redo', () => {
  it('takes an edit back with Ctrl+Z and brings it again with Ctrl+Shift+Z or Ctrl+Y', () => {
    const map = mapEditor();
    expect(undoAction.toolbar?.disabled?.(map.editor())).toBe(true);
    map.press('Insert');
    expect(map.press('z', { ctrlKey: true })).toBe('undo');
    expect(map.editor().map.nodes).toHaveLength(1);
    expect(map.press('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(map.editor().map.nodes).toHaveLength(2);
    map.run(undoAction);
    expect(map.press('y', { ctrlKey: true })).toBe('redo');
    expect(map.editor().map.nodes).toHaveLength(2);
    expect(redoAction.toolbar?.disabled?.(map.editor())).toBe(true);
  });

  it('leaves Z alone without Ctrl or ⌘', () => {
    expect(mapEditor().press('z')).toBeUndefined();
  });
});
