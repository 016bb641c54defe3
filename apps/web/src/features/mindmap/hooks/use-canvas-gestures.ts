import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import { useEffect, useRef, type PointerEvent } from 'react';
import { moveNode } from '../model/mindmap-ops';
import { pan, toMap, zoomAt } from '../model/viewport';
import { hitTest, hitToggle } from '../render/draw-mindmap';
import type { MapEditor } from './use-map-editor';

/** A press that moves less than this is a click on a node, not a pan. */
const CLICK_SLOP_PX = 4;

type Gesture = {
  kind: 'pan' | 'drag';
  id?: string | undefined;
  lastX: number;
  lastY: number;
  /** How far the pointer has gone since it was pressed. */
  travelled: number;
  /** The node whose branch toggle was pressed: a click on it collapses or expands the branch. */
  toggle?: string | undefined;
} | null;

/**
 * The pointer on the canvas: a press selects the node under it, a drag pans the map (or, in
 * drag mode, moves the node, one undoable step per drag), a click on a branch's toggle folds
 * it, a click on a node linked to a section opens that section; the wheel zooms.
 */
export function useCanvasGestures(editor: MapEditor, onOpenSection?: (headingId: string) => void) {
  const { canvasRef, changeView } = editor;
  const gesture = useRef<Gesture>(null);
  const gestures = useRef(0);

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
  }, [canvasRef, changeView]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const { view, shown, visible } = editor;
    const rect = event.currentTarget.getBoundingClientRect();
    const point = toMap(view, event.clientX - rect.left, event.clientY - rect.top);
    const toggleHit = hitToggle(shown, point.x, point.y);
    const hit = toggleHit ? null : hitTest(visible, point.x, point.y);
    if (hit) editor.select(hit.id);
    const dragging = editor.editable && editor.dragMode && hit;
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
    const { map, view } = editor;
    const node = map.nodes.find((candidate) => candidate.id === current.id);
    if (!node) return;
    const moved = moveNode(map, node.id, node.x + dx / view.scale, node.y + dy / view.scale);
    editor.update(moved, `drag-${gestures.current}`);
  };

  const onPointerUp = () => {
    const ended = gesture.current;
    gesture.current = null;
    if (!ended || ended.travelled >= CLICK_SLOP_PX) return;
    if (ended.toggle) return editor.toggle(ended.toggle);
    if (!onOpenSection || !ended.id) return;
    const section = editor.map.nodes.find((node) => node.id === ended.id)?.section;
    if (section) onOpenSection(section);
  };

  const onPointerCancel = () => {
    gesture.current = null;
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}
