import type { OutlineEntry } from '@codegrow/shared/content/article-outline';
import type { Language } from '@codegrow/shared/i18n/languages';
import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormats } from '../../../lib/i18n/use-formats';
import { actionForKey } from '../actions';
import { useCanvasGestures } from '../hooks/use-canvas-gestures';
import { useMapEditor, type MapEditor } from '../hooks/use-map-editor';
import { describeMap } from '../model/describe-map';
import { linkNode, renameNode } from '../model/mindmap-ops';
import { DARK_THEME, LIGHT_THEME, drawMindmap, fitCanvas } from '../render/draw-mindmap';
import { MapAsList } from './map-as-list';
import { MapToolbar } from './map-toolbar';
import { NodeSectionField, NodeTextField } from './node-fields';

interface MindmapCanvasProps {
  data: MindmapData;
  /**
   * Editing tools and keyboard commands; read-only maps only pan, zoom, collapse branches and
   * export.
   */
  editable?: boolean;
  /** Called 500 ms after the last change (docs/product.md §4). */
  onChange?: (data: MindmapData) => void;
  /**
   * The map as it is now once edited (null until then), for a Save that must not
   * wait for the debounce.
   */
  latestRef?: RefObject<MindmapData | null>;
  title?: string;
  /** The article's title and headings: the editor drafts the map from them and links nodes to them. */
  outline?: { title: string; entries: OutlineEntry[] };
  /** Read-only maps beside their article: a node linked to a section opens it. */
  onOpenSection?: (headingId: string) => void;
  /** The map as a list under the canvas; left out where the page lists the nodes itself. */
  withList?: boolean;
  /** The language its nodes are written in, for that list; none: the page's. */
  language?: Language;
}

/** Draws the map whenever what shows, the view, the selection, the size or the theme change. */
function useDrawing(editor: MapEditor, formatCount: (value: number) => string) {
  const { canvasRef, shown, view, selected, width, height, isDark } = editor;
  const selectedId = selected?.id ?? null;
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || width === 0) return;
    const ratio = fitCanvas(canvas, width, height);
    const theme = isDark ? DARK_THEME : LIGHT_THEME;
    drawMindmap(ctx, shown, view, { width, height, ratio }, selectedId, theme, formatCount);
  }, [canvasRef, shown, view, selectedId, width, height, isDark, formatCount]);
}

/** The canvas's box, measured: the map fits the width it has. */
function useMeasuredWidth(setWidth: (width: number) => void) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [setWidth]);
  return boxRef;
}

/**
 * One canvas for the article page and viewer (400 px, read-only) and the editor (600 px): the
 * map's state in useMapEditor, what can be done to it in ../actions (toolbar and keys), the
 * pointer in useCanvasGestures.
 */
export function MindmapCanvas({
  data,
  editable = false,
  onChange,
  latestRef,
  title: givenTitle,
  outline,
  onOpenSection,
  withList = true,
  language,
}: MindmapCanvasProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const words = { t, formatCount };
  const title = givenTitle ?? t('mindmap.canvas.defaultTitle');
  const editor = useMapEditor({ data, editable, onChange, latestRef, title, outline });
  const { map, shown, selected, height, canvasRef } = editor;
  const boxRef = useMeasuredWidth(editor.setWidth);
  const pointer = useCanvasGestures(editor, onOpenSection);
  useDrawing(editor, formatCount);

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const action = actionForKey(event, editor);
    if (!action) return;
    event.preventDefault();
    action.perform(editor);
  };

  return (
    <div className="space-y-3">
      <MapToolbar editor={editor} />
      {editable && selected && (
        <div className="flex flex-wrap items-center gap-3">
          <NodeTextField
            key={selected.id}
            id={editor.nodeTextId}
            text={selected.text}
            onSave={(text) => editor.update(renameNode(map, selected.id, text))}
            onDone={() => canvasRef.current?.focus()}
          />
          {outline && outline.entries.length > 0 && (
            <NodeSectionField
              entries={outline.entries}
              value={selected.section}
              onChange={(section) => editor.update(linkNode(map, selected.id, section))}
            />
          )}
        </div>
      )}
      <div
        ref={boxRef}
        className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={describeMap(title, shown, words)}
          tabIndex={0}
          className="block cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-indigo-500 active:cursor-grabbing"
          style={{ height }}
          {...pointer}
          onKeyDown={onKeyDown}
        />
      </div>
      {withList && (
        <MapAsList
          map={map}
          title={title}
          linksToSections={Boolean(onOpenSection)}
          language={language}
        />
      )}
    </div>
  );
}
