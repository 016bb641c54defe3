import { describe, expect, it } from 'vitest';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import { addChild } from '../model/mindmap-ops';
import { hitTest } from './draw-mindmap';

describe('hitTest', () => {
  const withChild = addChild(defaultMindmapData(), null, () => 0.5);
  const map = withChild?.map ?? defaultMindmapData();
  const child = map.nodes[1];

  it('finds the node under a point inside its radius', () => {
    expect(hitTest(map, 400 + 59, 300)?.id).toBe('center');
    expect(hitTest(map, (child?.x ?? 0) + 39, child?.y ?? 0)?.id).toBe(child?.id);
  });

  it('finds nothing in empty space', () => {
    expect(hitTest(map, 0, 0)).toBeNull();
  });
});
