import type { LucideIcon } from 'lucide-react';
import type { MapEditor } from '../hooks/use-map-editor';

/** What an action reads of a key press. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** No Ctrl, ⌘ or Alt: a letter alone, not the browser's shortcut with it. */
export const plain = (press: KeyPress) => !(press.ctrlKey || press.metaKey || press.altKey);

/** Ctrl, or ⌘ on a Mac. */
export const command = (press: KeyPress) => press.ctrlKey || press.metaKey;

/** A place in the map's toolbar. */
export interface ToolbarEntry {
  /** 'text': a button with its label; 'icon': its icon alone, named for screen readers. */
  kind: 'text' | 'icon';
  /**
   * A reader's tool speaks the page's language: its label from `editor.t`. The editor's own
   * tools, for admins only, keep their English words.
   */
  label: string | ((editor: MapEditor) => string);
  icon: LucideIcon;
  /** For an entry whose face changes with the map: its label and icon now. */
  face?: (editor: MapEditor) => { label: string; icon: LucideIcon };
  /** The key that does it, shown in the tooltip. */
  shortcut?: string;
  /** A tooltip that says more than the label. */
  hint?: string;
  /** The one main action of the toolbar stands out. */
  primary?: boolean;
  disabled?: (editor: MapEditor) => boolean;
  /** A switch, on or off. */
  pressed?: (editor: MapEditor) => boolean;
  /** Shown only where it applies. */
  available?: (editor: MapEditor) => boolean;
}

/**
 * One thing a reader or an author can do to a map, as excalidraw keeps its actions: a name,
 * what it does, the keys that do it and its entry in the toolbar. The canvas hands key presses
 * to the actions in order (./index.ts) and the toolbar shows their entries in that order.
 */
export interface MapAction {
  name: string;
  /** Only where the map is edited. */
  editorOnly?: boolean;
  perform: (editor: MapEditor) => void;
  keyTest?: (press: KeyPress, editor: MapEditor) => boolean;
  toolbar?: ToolbarEntry;
}
