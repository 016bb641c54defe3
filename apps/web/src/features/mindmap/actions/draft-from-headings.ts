import { ListTree } from 'lucide-react';
import { draftFromOutline } from '../model/draft-from-outline';
import type { MapAction } from './map-action';

/** Asked before a draft replaces a map that has more than its centre. */
export const CONFIRM_DRAFT = "Replace this map with one drafted from the article's headings?";

/** A map drafted from the article's title and headings, each node opening its section. */
export const draftFromHeadingsAction: MapAction = {
  name: 'draftFromHeadings',
  editorOnly: true,
  perform: (editor) => {
    const { outline, map } = editor;
    if (!outline) return;
    if (map.nodes.length > 1 && !window.confirm(CONFIRM_DRAFT)) return;
    editor.replaceMap(draftFromOutline(outline.title, outline.entries));
  },
  toolbar: {
    kind: 'text',
    label: 'Draft from headings',
    icon: ListTree,
    available: (editor) => (editor.outline?.entries.length ?? 0) > 0,
  },
};
