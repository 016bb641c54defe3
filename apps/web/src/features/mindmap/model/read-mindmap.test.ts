import { describe, expect, it } from 'vitest';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import { readMindmapData } from './read-mindmap';

describe('readMindmapData', () => {
  it('reads the wrapper the API sends, and JSON text', () => {
    const map = defaultMindmapData();
    expect(readMindmapData({ data: map })?.nodes).toHaveLength(1);
    expect(readMindmapData({ data: JSON.stringify(map) })?.nodes).toHaveLength(1);
  });

  it('gives null for nothing or for a broken map', () => {
    expect(readMindmapData(null)).toBeNull();
    expect(readMindmapData({ data: { nodes: [] } })).toBeNull();
  });
});
