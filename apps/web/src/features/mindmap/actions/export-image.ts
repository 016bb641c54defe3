import { Download } from 'lucide-react';
import { DARK_THEME, LIGHT_THEME } from '../render/draw-mindmap';
import { downloadCanvasPng, downloadSvg } from '../render/export-image';
import { mindmapSvg } from '../render/export-svg';
import type { MapAction } from './map-action';

/** The canvas as drawn, as a PNG file named after the map. */
export const exportPngAction: MapAction = {
  name: 'exportPng',
  perform: ({ canvasRef, title }) => {
    if (canvasRef.current) downloadCanvasPng(canvasRef.current, title);
  },
  toolbar: {
    kind: 'text',
    label: (editor) => editor.t('mindmap.toolbar.exportPng'),
    icon: Download,
  },
};

/** What shows of the map, as an SVG file in the page's theme. */
export const exportSvgAction: MapAction = {
  name: 'exportSvg',
  perform: ({ visible, isDark, title }) =>
    downloadSvg(mindmapSvg(visible, isDark ? DARK_THEME : LIGHT_THEME), title),
  toolbar: {
    kind: 'text',
    label: (editor) => editor.t('mindmap.toolbar.exportSvg'),
    icon: Download,
  },
};
