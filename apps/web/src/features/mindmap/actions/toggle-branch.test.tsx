import { describe, expect, it } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';
import { expandAllAction } from './expand-all';
import { toggleBranchAction } from './toggle-branch';

describe('fold a branch', () => {
  it('folds the selected branch on C, names the button for what it will do, and expands all again', () => {
    const map = mapEditor();
    map.press('Insert');
    map.press('Insert');
    map.select('center');
    expect(toggleBranchAction.toolbar?.face?.(map.editor()).label).toBe('Collapse branch');
    expect(map.press('c')).toBe('toggleBranch');
    expect(map.editor().visible.nodes.map((node) => node.id)).toEqual(['center']);
    expect(toggleBranchAction.toolbar?.face?.(map.editor()).label).toBe('Expand branch');
    map.run(expandAllAction);
    expect(map.editor().visible.nodes).toHaveLength(3);
  });

  it('leaves Ctrl+C to the browser’s copy', () => {
    expect(mapEditor().press('c', { ctrlKey: true })).toBeUndefined();
  });
});
