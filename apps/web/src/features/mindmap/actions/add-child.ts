import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import { Plus } from 'lucide-react';
import type { MapAction } from './map-action';

/** A child of the selected node (of the centre when none is), selected to be named. */
export const addChildAction: MapAction = {
  name: 'addChild',
  editorOnly: true,
  perform: (editor) => editor.addTo(editor.selected?.id ?? null),
  // Tab adds only while a node is selected; otherwise it moves the focus on, as usual.
  keyTest: (press, editor) =>
    press.key === 'Insert' || (press.key === 'Tab' && !press.shiftKey && editor.selected !== null),
  toolbar: {
    kind: 'text',
    label: 'Add node',
    icon: Plus,
    primary: true,
    hint: 'Add a child to the selected node (Tab; Enter adds a sibling)',
    disabled: (editor) => editor.map.nodes.length >= MINDMAP_LIMITS.maxNodes,
  },
};
