import { parentOf } from '../model/mindmap-ops';
import type { MapAction } from './map-action';

/** Enter: a node beside the selected one (a child of the centre, when the centre is selected). */
export const addSiblingAction: MapAction = {
  name: 'addSibling',
  editorOnly: true,
  perform: (editor) => {
    const { map, selected } = editor;
    const parent = selected && (parentOf(map, selected.id) ?? selected);
    editor.addTo(parent?.id ?? null);
  },
  keyTest: (press) => press.key === 'Enter',
};
