import { describe, expect, it } from 'vitest';
import { mapEditor } from '../../../../test/map-editor';

describe('zoom and fit', () => {
  it('zooms in on + or =, out on -, and back to the whole map on 0', () => {
    const map = mapEditor(undefined, { editable: false });
    const start = map.editor().view.scale;
    expect(map.press('+')).toBe('zoomIn');
    const closer = map.editor().view.scale;
    expect(closer).toBeGreaterThan(start);
    map.press('=');
    expect(map.editor().view.scale).toBeGreaterThan(closer);
    expect(map.press('-')).toBe('zoomOut');
    expect(map.press('0')).toBe('fitView');
    expect(map.editor().view.scale).toBe(start);
  });
});
