import type { MapEditor } from '../hooks/use-map-editor';
import { addChildAction } from './add-child';
import { addSiblingAction } from './add-sibling';
import { deleteNodeAction } from './delete-node';
import { draftFromHeadingsAction } from './draft-from-headings';
import { dragModeAction } from './drag-mode';
import { expandAllAction } from './expand-all';
import { exportPngAction, exportSvgAction } from './export-image';
import type { KeyPress, MapAction } from './map-action';
import { redoAction } from './redo';
import { arrowActions, deselectAction, editNodeTextAction, selectNextAction } from './selection';
import { tidyUpAction } from './tidy-up';
import { toggleBranchAction } from './toggle-branch';
import { undoAction } from './undo';
import { fitViewAction, zoomInAction, zoomOutAction } from './zoom';

/** Every action, in the toolbar's order; those without an entry are keys only. */
export const MAP_ACTIONS: readonly MapAction[] = [
  addChildAction,
  deleteNodeAction,
  undoAction,
  redoAction,
  tidyUpAction,
  draftFromHeadingsAction,
  dragModeAction,
  toggleBranchAction,
  expandAllAction,
  zoomInAction,
  zoomOutAction,
  fitViewAction,
  exportPngAction,
  exportSvgAction,
  addSiblingAction,
  selectNextAction,
  deselectAction,
  editNodeTextAction,
  ...arrowActions,
];

/** The actions this map offers: all of them in the editor, the reading ones elsewhere. */
export const actionsFor = (editor: MapEditor) =>
  MAP_ACTIONS.filter((action) => editor.editable || !action.editorOnly);

/** The action a key press asks for, if any. */
export const actionForKey = (press: KeyPress, editor: MapEditor) =>
  actionsFor(editor).find((action) => action.keyTest?.(press, editor));
