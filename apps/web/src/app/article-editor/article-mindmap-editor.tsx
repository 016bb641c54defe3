import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import type { MindmapEditorSlotProps } from '../../features/admin/components/blog-editor-target';
import { MindmapCanvas } from '../../features/mindmap/components/mindmap-canvas';
import { readMindmapData } from '../../features/mindmap/model/read-mindmap';

/** The mind-map editor inside the article form: the stored map, or a new one. */
export function ArticleMindmapEditor({ stored, onChange, latestRef }: MindmapEditorSlotProps) {
  return (
    <MindmapCanvas
      data={readMindmapData(stored) ?? defaultMindmapData()}
      editable
      onChange={onChange}
      latestRef={latestRef}
    />
  );
}
