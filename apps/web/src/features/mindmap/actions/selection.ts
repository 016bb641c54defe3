import { nodeToward, type Direction } from '../model/mindmap-ops';
import { pan } from '../model/viewport';
import type { MapAction } from './map-action';

/** How far an arrow pans, in screen pixels. */
const PAN_STEP_PX = 40;

/** N: the next node that shows, in the map's order, round to the first. */
export const selectNextAction: MapAction = {
  name: 'selectNext',
  perform: ({ visible, selected, select }) => {
    const index = visible.nodes.findIndex((node) => node.id === selected?.id);
    select(visible.nodes[(index + 1) % visible.nodes.length]?.id ?? null);
  },
  keyTest: (press) => press.key === 'n',
};

/** Escape: nothing selected. */
export const deselectAction: MapAction = {
  name: 'deselect',
  perform: (editor) => editor.select(null),
  keyTest: (press) => press.key === 'Escape',
};

/** F2: into the selected node's text field, to rename it. */
export const editNodeTextAction: MapAction = {
  name: 'editNodeText',
  editorOnly: true,
  perform: (editor) => document.getElementById(editor.nodeTextId)?.focus(),
  keyTest: (press) => press.key === 'F2',
};

/** An arrow moves the selection to the nearest node that way in the editor; else it pans. */
function arrow(key: string, direction: Direction, [dx, dy]: [number, number]): MapAction {
  return {
    name: `arrow-${direction}`,
    perform: (editor) => {
      if (editor.editable && editor.selected) {
        const next = nodeToward(editor.visible, editor.selected.id, direction);
        if (next) editor.select(next.id);
        return;
      }
      editor.changeView((view) => pan(view, dx * PAN_STEP_PX, dy * PAN_STEP_PX));
    },
    keyTest: (press) => press.key === key,
  };
}

export const arrowActions: MapAction[] = [
  arrow('ArrowLeft', 'left', [1, 0]),
  arrow('ArrowRight', 'right', [-1, 0]),
  arrow('ArrowUp', 'up', [0, 1]),
  arrow('ArrowDown', 'down', [0, -1]),
];
