import { Trash2 } from 'lucide-react';
import { deleteNode } from '../model/mindmap-ops';
import type { MapEditor } from '../hooks/use-map-editor';
import type { MapAction } from './map-action';

const deletable = ({ selected }: MapEditor) => selected !== null && selected.type !== 'center';

/** The selected node and its branch; the centre stays. */
export const deleteNodeAction: MapAction = {
  name: 'deleteNode',
  editorOnly: true,
  perform: (editor) => {
    if (!deletable(editor) || !editor.selected) return;
    editor.update(deleteNode(editor.map, editor.selected.id));
    editor.select(null);
  },
  keyTest: (press) => press.key === 'Delete' || press.key === 'Backspace',
  toolbar: {
    kind: 'text',
    label: 'Delete node',
    icon: Trash2,
    hint: 'Delete the selected node (Delete)',
    disabled: (editor) => !deletable(editor),
  },
};
