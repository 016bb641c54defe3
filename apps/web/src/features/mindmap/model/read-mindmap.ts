import { mindmapDataInputSchema, type MindmapData } from '@codegrow/shared/schemas/mindmap';

/** The map inside whatever the API stored (object, JSON text or the { data } wrapper), or null. */
export function readMindmapData(stored: unknown): MindmapData | null {
  const parsed = mindmapDataInputSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
