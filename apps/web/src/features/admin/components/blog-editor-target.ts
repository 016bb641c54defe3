import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import type { RefObject } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCreateBlog, useUpdateBlog } from '../api/save-blog';

/** On edit, `loadedUpdatedAt`: the stored version the form opened with (`updated_at`). */
export type EditorTarget =
  { mode: 'create' } | { mode: 'edit'; blogId: number; loadedUpdatedAt: string };

export interface MindmapEditorSlotProps {
  stored: unknown;
  /** Reports the edited map 500 ms after the last change (docs/product.md §4). */
  onChange: (data: MindmapData) => void;
  /** Holds the latest edit at once, so a submit never loses the last 500 ms. */
  latestRef: RefObject<MindmapData | null>;
}

/** The server refused the save because someone saved the article after this form opened. */
export const savedMeanwhile = (caught: unknown) =>
  caught instanceof ApiError && caught.fieldErrors[0]?.field === 'loadedUpdatedAt';

/** The save of the editor's target: a new article, or the one being edited. */
export function useSave(target: EditorTarget) {
  const create = useCreateBlog();
  // A hook per render either way; the edit id is unused when creating.
  const update = useUpdateBlog(target.mode === 'edit' ? target.blogId : 0);
  return target.mode === 'create' ? create : update;
}
