import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import { Maximize, Minus, ZoomIn } from 'lucide-react';
import type { MapAction } from './map-action';

/** + (or =): closer, around the canvas's centre. */
export const zoomInAction: MapAction = {
  name: 'zoomIn',
  perform: (editor) => editor.zoomCentre(MINDMAP_LIMITS.zoomIn),
  keyTest: (press) => press.key === '+' || press.key === '=',
  toolbar: {
    kind: 'icon',
    label: (editor) => editor.t('mindmap.toolbar.zoomIn'),
    icon: ZoomIn,
    shortcut: '+',
  },
};

/** -: further away. */
export const zoomOutAction: MapAction = {
  name: 'zoomOut',
  perform: (editor) => editor.zoomCentre(MINDMAP_LIMITS.zoomOut),
  keyTest: (press) => press.key === '-',
  toolbar: {
    kind: 'icon',
    label: (editor) => editor.t('mindmap.toolbar.zoomOut'),
    icon: Minus,
    shortcut: '-',
  },
};

/** 0: the whole map, centred, as it opened. */
export const fitViewAction: MapAction = {
  name: 'fitView',
  perform: (editor) => editor.resetView(),
  keyTest: (press) => press.key === '0',
  toolbar: {
    kind: 'icon',
    label: (editor) => editor.t('mindmap.toolbar.fit'),
    icon: Maximize,
    shortcut: '0',
  },
};
