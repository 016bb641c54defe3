import { describe, expect, it } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';

describe('selection and arrows', () => {
  it('walks the nodes with N and lets go with Escape', () => {
    const map = mapEditor();
    map.press('Insert');
    map.select(null);
    expect(map.press('n')).toBe('selectNext');
    expect(map.editor().selected?.id).toBe('center');
    map.press('n');
    expect(map.editor().selected?.type).toBe('branch');
    expect(map.press('Escape')).toBe('deselect');
    expect(map.editor().selected).toBeNull();
  });

  it('pans with the arrows while nothing is selected', () => {
    const map = mapEditor();
    const before = map.editor().view;
    expect(map.press('ArrowLeft')).toBe('arrow-left');
    expect(map.editor().view.offsetX).toBe(before.offsetX + 40);
    map.press('ArrowUp');
    expect(map.editor().view.offsetY).toBe(before.offsetY + 40);
  });

  it('moves the selection toward a node that way while one is selected', () => {
    const map = mapEditor();
    map.press('Insert');
    const child = map.editor().selected;
    map.select('center');
    const centre = map.editor().selected;
    const dx = (child?.x ?? 0) - (centre?.x ?? 0);
    const dy = (child?.y ?? 0) - (centre?.y ?? 0);
    const sideways = Math.abs(dx) > Math.abs(dy);
    map.press(sideways ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp');
    expect(map.editor().selected?.id).toBe(child?.id);
  });
});
