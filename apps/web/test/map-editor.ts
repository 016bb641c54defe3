import { defaultMindmapData, type MindmapData } from '@codegrow/shared/schemas/mindmap';
import { act, renderHook } from '@testing-library/react';
import type { KeyPress, MapAction } from '../src/features/mindmap/actions/map-action';
import { actionForKey } from '../src/features/mindmap/actions';
import { useMapEditor, type MapEditorOptions } from '../src/features/mindmap/hooks/use-map-editor';

/** A map with only its centre, as a new one starts. */
export const newMap = (): MindmapData => defaultMindmapData(new Date('2026-01-01T00:00:00Z'));

/**
 * A map editor as the canvas holds it (useMapEditor, rendered), for an action's test: `run`
 * performs an action, `press` a key as the canvas would hand it on, and `editor()` reads the
 * state after either.
 */
export function mapEditor(data: MindmapData = newMap(), options: Partial<MapEditorOptions> = {}) {
  const { result } = renderHook(() =>
    useMapEditor({ data, editable: true, title: 'Joins', ...options }),
  );
  const editor = () => result.current;
  return {
    editor,
    run: (action: MapAction) => act(() => action.perform(editor())),
    /** The action the key asks for, performed; which action it was (undefined: none). */
    press: (key: string, modifiers: Partial<KeyPress> = {}) => {
      const press = { key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
      const action = actionForKey({ ...press, ...modifiers }, editor());
      if (action) act(() => action.perform(editor()));
      return action?.name;
    },
    select: (id: string | null) => act(() => editor().select(id)),
  };
}
