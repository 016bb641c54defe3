import { Undo2 } from 'lucide-react';
import { undo } from '../model/edit-history';
import { command, type MapAction } from './map-action';

/** Ctrl (⌘) + Z: the last edit, a whole drag at once. */
export const undoAction: MapAction = {
  name: 'undo',
  editorOnly: true,
  perform: (editor) => editor.travel(undo),
  keyTest: (press) => command(press) && !press.shiftKey && press.key.toLowerCase() === 'z',
  toolbar: {
    kind: 'icon',
    label: 'Undo',
    icon: Undo2,
    shortcut: 'Ctrl+Z',
    disabled: (editor) => editor.history.past.length === 0,
  },
};
