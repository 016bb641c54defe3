import { Redo2 } from 'lucide-react';
import { redo } from '../model/edit-history';
import { command, type MapAction } from './map-action';

/** Ctrl (⌘) + Shift + Z, or Ctrl + Y: the edit last undone. */
export const redoAction: MapAction = {
  name: 'redo',
  editorOnly: true,
  perform: (editor) => editor.travel(redo),
  keyTest: (press) => {
    const key = press.key.toLowerCase();
    return command(press) && ((key === 'z' && press.shiftKey) || key === 'y');
  },
  toolbar: {
    kind: 'icon',
    label: 'Redo',
    icon: Redo2,
    shortcut: 'Ctrl+Shift+Z',
    disabled: (editor) => editor.history.future.length === 0,
  },
};
