import { ListChevronsUpDown } from 'lucide-react';
import { NOTHING_COLLAPSED } from '../model/collapse';
import type { MapAction } from './map-action';

/** Every folded branch shown again. */
export const expandAllAction: MapAction = {
  name: 'expandAll',
  perform: (editor) => editor.fold(NOTHING_COLLAPSED),
  toolbar: {
    kind: 'text',
    label: (editor) => editor.t('mindmap.toolbar.expandAll'),
    icon: ListChevronsUpDown,
    disabled: (editor) => editor.shown.hiddenBy.size === 0,
  },
};
