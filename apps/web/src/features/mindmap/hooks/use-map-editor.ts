import { MINDMAP_LIMITS, TIMINGS_MS } from '@codegrow/shared/constants/limits';
import type { OutlineEntry } from '@codegrow/shared/content/article-outline';
import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useTheme } from '../../../hooks/use-theme';
import { collapseBranches, expandBranch, toggleBranch } from '../model/collapse';
import { record, startHistory, type undo } from '../model/edit-history';
import { addChild, parentOf } from '../model/mindmap-ops';
import { fitView, INITIAL_VIEWPORT, showsBounds, zoomAt, type Viewport } from '../model/viewport';
import { drawnBounds } from '../render/draw-mindmap';
import { readableFolds } from '../model/readable-folds';

export interface MapEditorOptions {
  data: MindmapData;
  /** Editing tools and keys; a read-only map only pans, zooms, folds branches and exports. */
  editable: boolean;
  /** Called once the author pauses (docs/product.md §4). */
  onChange?: ((data: MindmapData) => void) | undefined;
  /** The map as it is now once edited (null until then), for a Save that must not wait. */
  latestRef?: RefObject<MindmapData | null> | undefined;
  title: string;
  /** The article's title and headings: drafting from them, and nodes linked to them. */
  outline?: { title: string; entries: OutlineEntry[] } | undefined;
}

/**
 * What a map on screen is: the map and its edit history, the view, the selection, the folded
 * branches, and the operations the actions (../actions) and gestures are made of. The canvas
 * component draws it and wires the events; nothing here touches the page but the canvas ref.
 */
export function useMapEditor({
  data,
  editable,
  onChange,
  latestRef,
  title,
  outline,
}: MapEditorOptions) {
  // The reader's tools speak the page's language (../actions).
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [history, setHistory] = useState(() => startHistory(data));
  const map = history.present;
  const nodeTextId = useId();
  const [view, setView] = useState<Viewport>(INITIAL_VIEWPORT);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dragMode, setDragMode] = useState(false);
  const [width, setWidth] = useState(0);
  const { isDark } = useTheme();
  const height = editable ? MINDMAP_LIMITS.editorHeight : MINDMAP_LIMITS.viewerHeight;
  // How this reader looks at the map, so neither saved with it nor undone with its edits. Until
  // they fold or open a branch, a map too big to read whole in this canvas (as it opened) shows
  // its sections folded.
  const [openedWith] = useState(map);
  const [chosenFolds, setCollapsed] = useState<ReadonlySet<string> | null>(null);
  const collapsed = useMemo(
    () => chosenFolds ?? readableFolds(openedWith, width, height),
    [chosenFolds, openedWith, width, height],
  );
  const shown = useMemo(() => collapseBranches(map, collapsed), [map, collapsed]);
  const visible = shown.visible;
  const selected = visible.nodes.find((node) => node.id === selectedId) ?? null;

  // Report edits once the author pauses.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const changed = useRef(false);
  useEffect(() => {
    if (latestRef && changed.current) latestRef.current = map;
  });
  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => onChangeRef.current?.(map), TIMINGS_MS.mindmapChangeDebounce);
    return () => clearTimeout(timer);
  }, [map]);
  /** An edit, undoable; steps of one `gesture` (a drag) are undone together. */
  const update = useCallback((next: MindmapData, gesture: string | null = null) => {
    changed.current = true;
    setHistory((current) => record(current, next, gesture));
  }, []);
  const travel = (step: typeof undo) => {
    changed.current = true;
    setHistory(step);
  };

  // The whole map, centred, until the reader pans or zooms: on opening and whenever the
  // canvas changes size (a phone turned, a window resized).
  const moved = useRef(false);
  // Only a new size refits, so what shows is read through a ref: edits keep the author's view.
  const visibleRef = useRef(visible);
  // A layout effect, and before the one that fits: the fit reads what this render shows.
  useLayoutEffect(() => {
    visibleRef.current = visible;
  }, [visible]);
  /** The view showing all of `drawn` (the nodes that show) in this canvas. */
  const fitted = useCallback(
    (drawn: MindmapData = visibleRef.current) => {
      const bounds = drawnBounds(drawn);
      return bounds && width > 0 ? fitView(bounds, width, height) : INITIAL_VIEWPORT;
    },
    [width, height],
  );
  // Before the browser paints: the map is never drawn, nor its zoom shown, at the size it had
  // before the canvas was measured (the server's page knows no width).
  useLayoutEffect(() => {
    if (!moved.current) setView(fitted());
  }, [fitted]);
  const changeView = useCallback((next: (current: Viewport) => Viewport) => {
    moved.current = true;
    setView(next);
  }, []);
  const resetView = () => {
    moved.current = false;
    setView(fitted());
  };
  /** A new arrangement of the whole map, shown whole but for the `folded` branches. */
  const rearrange = (next: MindmapData, folded = collapsed) => {
    update(next);
    moved.current = false;
    setView(fitted(collapseBranches(next, folded).visible));
  };

  /**
   * Shows the map with the `next` branches collapsed. A selected node that gets hidden hands
   * the selection to the node hiding it; when a branch opens past the canvas's edges the map
   * is fitted again, so that nothing shown is cut off.
   */
  const fold = (next: ReadonlySet<string>) => {
    if (next === collapsed) return;
    const after = collapseBranches(map, next);
    setCollapsed(next);
    const hider = selectedId && after.hiddenBy.get(selectedId);
    if (hider) setSelectedId(hider);
    const opened = after.visible.nodes.filter((node) => shown.hiddenBy.has(node.id));
    const bounds = drawnBounds({ ...after.visible, nodes: opened });
    if (!bounds || showsBounds(view, bounds, width, height)) return;
    moved.current = false;
    setView(fitted(after.visible));
  };
  const toggle = (id: string) => fold(toggleBranch(map, collapsed, id));
  const zoomCentre = (factor: number) =>
    changeView((current) => zoomAt(current, factor, width / 2, height / 2));
  /** Adds a child and selects it, opening its parent's branch if that was collapsed. */
  const addTo = (parentId: string | null) => {
    const result = addChild(map, parentId);
    if (!result) return;
    update(result.map);
    const parent = parentOf(result.map, result.id);
    if (parent) setCollapsed(expandBranch(collapsed, parent.id));
    setSelectedId(result.id);
  };
  /** A map drafted anew (from the headings): folded only as far as reading it needs. */
  const replaceMap = (next: MindmapData) => {
    const folds = readableFolds(next, width, height);
    setCollapsed(folds);
    rearrange(next, folds);
    setSelectedId(null);
  };

  return {
    t,
    editable,
    title,
    outline,
    canvasRef,
    nodeTextId,
    isDark,
    map,
    history,
    shown,
    visible,
    selected,
    view,
    width,
    height,
    dragMode,
    setWidth,
    setDragMode,
    select: setSelectedId,
    update,
    travel,
    changeView,
    resetView,
    rearrange,
    replaceMap,
    fold,
    toggle,
    zoomCentre,
    addTo,
  };
}

export type MapEditor = ReturnType<typeof useMapEditor>;
