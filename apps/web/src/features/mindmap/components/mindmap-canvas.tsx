import { MINDMAP_LIMITS, TIMINGS_MS } from '@codegrow/shared/constants/limits';
import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import type { OutlineEntry } from '@codegrow/shared/content/article-outline';
import {
  ChevronsDownUp,
  ChevronsUpDown,
  Download,
  Hand,
  ListChevronsUpDown,
  ListTree,
  Maximize,
  Minus,
  Plus,
  Redo2,
  Sparkles,
  Trash2,
  Undo2,
  ZoomIn,
  type LucideIcon,
} from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { Button } from '../../../components/ui/button';
import { useTheme } from '../../../hooks/use-theme';
import { NOTHING_COLLAPSED, collapseBranches, expandBranch, toggleBranch } from '../model/collapse';
import { collapsedNote, describeMap } from '../model/describe-map';
import { draftFromOutline } from '../model/draft-from-outline';
import { record, redo, startHistory, undo } from '../model/edit-history';
import {
  addChild,
  deleteNode,
  linkNode,
  moveNode,
  nodeToward,
  parentOf,
  renameNode,
  type Direction,
} from '../model/mindmap-ops';
import { tidyLayout } from '../model/tidy-layout';
import {
  fitView,
  INITIAL_VIEWPORT,
  pan,
  showsBounds,
  toMap,
  zoomAt,
  type Viewport,
} from '../model/viewport';
import {
  DARK_THEME,
  LIGHT_THEME,
  drawMindmap,
  drawnBounds,
  fitCanvas,
  hitTest,
  hitToggle,
} from '../render/draw-mindmap';
import { downloadCanvasPng, downloadSvg } from '../render/export-image';
import { mindmapSvg } from '../render/export-svg';

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
}

/** A press that moves less than this is a click on a node, not a pan. */
const CLICK_SLOP_PX = 4;

/** Asked before a draft replaces a map that has more than its centre. */
const CONFIRM_DRAFT = "Replace this map with one drafted from the article's headings?";

type Gesture = {
  kind: 'pan' | 'drag';
  id?: string;
  lastX: number;
  lastY: number;
  /** How far the pointer has gone since it was pressed. */
  travelled: number;
  /** The node whose branch toggle was pressed: a click on it collapses or expands the branch. */
  toggle?: string;
} | null;

/** One canvas for the article page and viewer (400 px, read-only) and the editor (600 px). */
export function MindmapCanvas({
  data,
  editable = false,
  onChange,
  latestRef,
  title = 'Mind map',
  outline,
  onOpenSection,
}: MindmapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [history, setHistory] = useState(() => startHistory(data));
  const map = history.present;
  const nodeTextId = useId();
  const [view, setView] = useState<Viewport>(INITIAL_VIEWPORT);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // How this reader looks at the map, so neither saved with it nor undone with its edits.
  const [collapsed, setCollapsed] = useState(NOTHING_COLLAPSED);
  const shown = useMemo(() => collapseBranches(map, collapsed), [map, collapsed]);
  const visible = shown.visible;
  const [dragMode, setDragMode] = useState(false);
  const [width, setWidth] = useState(0);
  const gesture = useRef<Gesture>(null);
  const { isDark } = useTheme();
  const height = editable ? MINDMAP_LIMITS.editorHeight : MINDMAP_LIMITS.viewerHeight;
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
  const gestures = useRef(0);

  // The whole map, centred, until the reader pans or zooms: on opening and whenever the
  // canvas changes size (a phone turned, a window resized).
  const moved = useRef(false);
  // Only a new size refits, so what shows is read through a ref: edits keep the author's view.
  const visibleRef = useRef(visible);
  useEffect(() => {
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
  const draft = () => {
    if (!outline) return;
    if (map.nodes.length > 1 && !window.confirm(CONFIRM_DRAFT)) return;
    // A new map, none of whose branches the author has collapsed yet.
    setCollapsed(NOTHING_COLLAPSED);
    rearrange(draftFromOutline(outline.title, outline.entries), NOTHING_COLLAPSED);
    setSelectedId(null);
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
  const toggleSelected = () => {
    if (selected) toggle(selected.id);
  };

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || width === 0) return;
    const ratio = fitCanvas(canvas, width, height);
    drawMindmap(
      ctx,
      shown,
      view,
      { width, height, ratio },
      selectedId,
      isDark ? DARK_THEME : LIGHT_THEME,
    );
  }, [shown, view, selectedId, width, height, isDark]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const factor = event.deltaY < 0 ? MINDMAP_LIMITS.zoomIn : MINDMAP_LIMITS.zoomOut;
      changeView((current) =>
        zoomAt(current, factor, event.clientX - rect.left, event.clientY - rect.top),
      );
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [changeView]);

  const zoomCentre = (factor: number) =>
    changeView((current) => zoomAt(current, factor, width / 2, height / 2));
  /** Adds a child and selects it, opening its parent's branch if that was collapsed. */
  const addTo = (parentId: string | null) => {
    const result = addChild(map, parentId);
    if (!result) return;
    update(result.map);
    const parent = parentOf(result.map, result.id);
    if (parent) setCollapsed((current) => expandBranch(current, parent.id));
    setSelectedId(result.id);
  };
  const add = () => addTo(selected?.id ?? null);
  const remove = () => {
    if (!selected || selected.type === 'center') return;
    update(deleteNode(map, selected.id));
    setSelectedId(null);
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const point = toMap(view, event.clientX - rect.left, event.clientY - rect.top);
    const toggleHit = hitToggle(shown, point.x, point.y);
    const hit = toggleHit ? null : hitTest(visible, point.x, point.y);
    if (hit) setSelectedId(hit.id);
    const dragging = editable && dragMode && hit;
    gestures.current += 1;
    gesture.current = {
      kind: dragging ? 'drag' : 'pan',
      id: hit?.id,
      lastX: event.clientX,
      lastY: event.clientY,
      travelled: 0,
      toggle: toggleHit?.node.id,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = gesture.current;
    if (!current) return;
    const dx = event.clientX - current.lastX;
    const dy = event.clientY - current.lastY;
    gesture.current = {
      ...current,
      lastX: event.clientX,
      lastY: event.clientY,
      travelled: current.travelled + Math.hypot(dx, dy),
    };
    if (current.kind === 'pan') return changeView((v) => pan(v, dx, dy));
    const node = map.nodes.find((candidate) => candidate.id === current.id);
    if (node) {
      const moved = moveNode(map, node.id, node.x + dx / view.scale, node.y + dy / view.scale);
      update(moved, `drag-${gestures.current}`);
    }
  };
  const endGesture = () => {
    const ended = gesture.current;
    gesture.current = null;
    if (!ended || ended.travelled >= CLICK_SLOP_PX) return;
    if (ended.toggle) return toggle(ended.toggle);
    if (!onOpenSection || !ended.id) return;
    const section = map.nodes.find((node) => node.id === ended.id)?.section;
    if (section) onOpenSection(section);
  };

  const addSibling = () => {
    const parent = selected && (parentOf(map, selected.id) ?? selected);
    addTo(parent?.id ?? null);
  };
  /** Arrows move the selection between nodes while one is selected; otherwise they pan. */
  const arrow = (direction: Direction, panBy: [number, number]) => () => {
    if (editable && selected) {
      const next = nodeToward(visible, selected.id, direction);
      if (next) setSelectedId(next.id);
      return;
    }
    changeView((v) => pan(v, ...panBy));
  };
  /** Ctrl (⌘ on a Mac) + Z undoes, with Shift (or Ctrl + Y) redoes. */
  const historyKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!editable || !(event.ctrlKey || event.metaKey)) return null;
    const key = event.key.toLowerCase();
    if (key === 'z') return event.shiftKey ? redo : undo;
    return key === 'y' ? redo : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = 40;
    const travelTo = historyKey(event);
    if (travelTo) {
      event.preventDefault();
      return travel(travelTo);
    }
    // Tab adds a child while a node is selected; with none it moves the focus on as usual.
    if (event.key === 'Tab' && (!editable || !selected || event.shiftKey)) return;
    // C alone collapses or expands a branch; with Ctrl or ⌘ it is the browser's copy.
    const plain = !(event.ctrlKey || event.metaKey || event.altKey);
    const keys: Record<string, () => void> = {
      '+': () => zoomCentre(MINDMAP_LIMITS.zoomIn),
      '=': () => zoomCentre(MINDMAP_LIMITS.zoomIn),
      '-': () => zoomCentre(MINDMAP_LIMITS.zoomOut),
      '0': resetView,
      ArrowLeft: arrow('left', [step, 0]),
      ArrowRight: arrow('right', [-step, 0]),
      ArrowUp: arrow('up', [0, step]),
      ArrowDown: arrow('down', [0, -step]),
      Escape: () => setSelectedId(null),
      n: () => {
        const index = visible.nodes.findIndex((node) => node.id === selectedId);
        setSelectedId(visible.nodes[(index + 1) % visible.nodes.length]?.id ?? null);
      },
      ...(plain && { c: toggleSelected, C: toggleSelected }),
      ...(editable && {
        Tab: add,
        Insert: add,
        Enter: addSibling,
        Delete: remove,
        Backspace: remove,
        F2: () => document.getElementById(nodeTextId)?.focus(),
      }),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const selectedCollapsed = selected !== null && shown.hiddenCount.has(selected.id);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Mind map tools">
        {editable && (
          <>
            <Button
              size="sm"
              onClick={add}
              disabled={map.nodes.length >= MINDMAP_LIMITS.maxNodes}
              title="Add a child to the selected node (Tab; Enter adds a sibling)"
            >
              <Plus aria-hidden="true" className="size-4" /> Add node
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={remove}
              disabled={!selected || selected.type === 'center'}
              title="Delete the selected node (Delete)"
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete node
            </Button>
            <IconTool
              icon={Undo2}
              label="Undo"
              shortcut="Ctrl+Z"
              onClick={() => travel(undo)}
              disabled={history.past.length === 0}
            />
            <IconTool
              icon={Redo2}
              label="Redo"
              shortcut="Ctrl+Shift+Z"
              onClick={() => travel(redo)}
              disabled={history.future.length === 0}
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => rearrange(tidyLayout(map))}
              title="Lay the map out again so no node hides another"
            >
              <Sparkles aria-hidden="true" className="size-4" /> Tidy up
            </Button>
            {outline && outline.entries.length > 0 && (
              <Button size="sm" variant="outline" onClick={draft}>
                <ListTree aria-hidden="true" className="size-4" /> Draft from headings
              </Button>
            )}
            <Button
              size="sm"
              variant={dragMode ? 'primary' : 'outline'}
              aria-pressed={dragMode}
              onClick={() => setDragMode(!dragMode)}
            >
              <Hand aria-hidden="true" className="size-4" /> Drag mode
            </Button>
          </>
        )}
        <IconTool
          icon={selectedCollapsed ? ChevronsUpDown : ChevronsDownUp}
          label={selectedCollapsed ? 'Expand branch' : 'Collapse branch'}
          shortcut="C"
          onClick={toggleSelected}
          disabled={!selected || !shown.withChildren.has(selected.id)}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => fold(NOTHING_COLLAPSED)}
          disabled={shown.hiddenBy.size === 0}
        >
          <ListChevronsUpDown aria-hidden="true" className="size-4" /> Expand all
        </Button>
        <IconTool
          icon={ZoomIn}
          label="Zoom in"
          shortcut="+"
          onClick={() => zoomCentre(MINDMAP_LIMITS.zoomIn)}
        />
        <IconTool
          icon={Minus}
          label="Zoom out"
          shortcut="-"
          onClick={() => zoomCentre(MINDMAP_LIMITS.zoomOut)}
        />
        <IconTool icon={Maximize} label="Fit the whole map" shortcut="0" onClick={resetView} />
        <Button
          size="sm"
          variant="outline"
          onClick={() => canvasRef.current && downloadCanvasPng(canvasRef.current, title)}
        >
          <Download aria-hidden="true" className="size-4" /> Export PNG
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadSvg(mindmapSvg(visible, isDark ? DARK_THEME : LIGHT_THEME), title)}
        >
          <Download aria-hidden="true" className="size-4" /> Export SVG
        </Button>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
          {Math.round(view.scale * 100)}%
        </span>
      </div>
      {editable && selected && (
        <div className="flex flex-wrap items-center gap-3">
          <NodeTextField
            key={selected.id}
            id={nodeTextId}
            text={selected.text}
            onSave={(text) => update(renameNode(map, selected.id, text))}
          />
          {outline && outline.entries.length > 0 && (
            <NodeSectionField
              entries={outline.entries}
              value={selected.section}
              onChange={(section) => update(linkNode(map, selected.id, section))}
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
          aria-label={describeMap(title, shown)}
          tabIndex={0}
          className="block cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-indigo-500 active:cursor-grabbing"
          style={{ height }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endGesture}
          onPointerCancel={() => (gesture.current = null)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul className="sr-only">
        {visible.nodes.map((node) => (
          <li key={node.id}>
            {onOpenSection && node.section ? (
              <a href={`#${node.section}`}>{node.text}</a>
            ) : (
              node.text
            )}
            {collapsedNote(shown, node.id)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A toolbar button shown as its icon, named for screen readers, its shortcut in the tooltip. */
function IconTool({
  icon: Icon,
  label,
  shortcut,
  onClick,
  disabled = false,
}: {
  icon: LucideIcon;
  label: string;
  shortcut: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={label}
      title={`${label} (${shortcut})`}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

/** Edits the selected node's text; an empty text is not saved (docs/product.md §5). */
function NodeTextField({
  id,
  text,
  onSave,
}: {
  id: string;
  text: string;
  onSave: (text: string) => void;
}) {
  const [value, setValue] = useState(text);
  // The text changed elsewhere (undo, redo): the field shows it (React's "adjust state when
  // a prop changes", during render).
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    setValue(text);
  }
  const save = () => value.trim() && onSave(value);
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
      Node text
      <input
        id={id}
        value={value}
        maxLength={MINDMAP_LIMITS.nodeTextMax}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter confirms the node's text; it must not submit the surrounding form.
          event.preventDefault();
          save();
        }}
        aria-invalid={value.trim() === ''}
        className="min-w-60 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      />
    </label>
  );
}

/** Links the selected node to a section of its article, which a reader's click then opens. */
function NodeSectionField({
  entries,
  value,
  onChange,
}: {
  entries: OutlineEntry[];
  value: string | undefined;
  onChange: (section: string | undefined) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
      Opens section
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="max-w-72 rounded-lg border border-slate-300 bg-white px-3 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">None</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.level === 3 ? `– ${entry.text}` : entry.text}
          </option>
        ))}
      </select>
    </label>
  );
}
