import { ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import type { MapEditor } from '../hooks/use-map-editor';
import { plain, type MapAction } from './map-action';

const folded = ({ selected, shown }: MapEditor) =>
  selected !== null && shown.hiddenCount.has(selected.id);

/** C: the selected node's branch folded away, or shown again. */
export const toggleBranchAction: MapAction = {
  name: 'toggleBranch',
  perform: (editor) => {
    if (editor.selected) editor.toggle(editor.selected.id);
  },
  // With Ctrl or ⌘, C is the browser's copy.
  keyTest: (press) => plain(press) && press.key.toLowerCase() === 'c',
  toolbar: {
    kind: 'icon',
    label: (editor) => editor.t('mindmap.toolbar.collapseBranch'),
    icon: ChevronsDownUp,
    face: (editor) =>
      folded(editor)
        ? { label: editor.t('mindmap.toolbar.expandBranch'), icon: ChevronsUpDown }
        : { label: editor.t('mindmap.toolbar.collapseBranch'), icon: ChevronsDownUp },
    shortcut: 'C',
    disabled: ({ selected, shown }) => !selected || !shown.withChildren.has(selected.id),
  },
};
