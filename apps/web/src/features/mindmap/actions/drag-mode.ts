import { Hand } from 'lucide-react';
import type { MapAction } from './map-action';

/** While on, dragging a node moves it; otherwise a drag pans the map. */
export const dragModeAction: MapAction = {
  name: 'dragMode',
  editorOnly: true,
  perform: (editor) => editor.setDragMode(!editor.dragMode),
  toolbar: {
    kind: 'text',
    label: 'Drag mode',
    icon: Hand,
    pressed: (editor) => editor.dragMode,
  },
};
