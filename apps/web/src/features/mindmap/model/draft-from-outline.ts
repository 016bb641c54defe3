import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import type { OutlineEntry } from '@codegrow/shared/content/article-outline';
import { defaultMindmapData, type MindmapData } from '@codegrow/shared/schemas/mindmap';
import { NODE_COLORS } from './mindmap-ops';
import { tidyLayout } from './tidy-layout';

/** What a node's link to a heading may hold (the map's schema). */
const MAX_SECTION_ID = 200;

const label = (text: string) => text.slice(0, MINDMAP_LIMITS.nodeTextMax).trim() || '…';

/**
 * A first map of an article from its outline: the title in the centre, each section a
 * branch, each subsection a branch of its section (one before any section hangs from the
 * centre), each linked to its heading, laid out tidily. The author takes it from there.
 */
export function draftFromOutline(
  title: string,
  outline: OutlineEntry[],
  now = new Date(),
): MindmapData {
  const map = defaultMindmapData(now);
  const [centre] = map.nodes;
  if (!centre) return map;
  centre.text = label(title);
  let parent = centre.id;
  outline.slice(0, MINDMAP_LIMITS.maxNodes - 1).forEach((entry, index) => {
    const id = `heading-${index + 1}`;
    map.nodes.push({
      id,
      ...(entry.id.length <= MAX_SECTION_ID && { section: entry.id }),
      text: label(entry.text),
      x: centre.x,
      y: centre.y,
      type: 'branch',
      color: NODE_COLORS.branch,
    });
    map.connections.push({ from: entry.level === 2 ? centre.id : parent, to: id });
    if (entry.level === 2) parent = id;
  });
  return tidyLayout(map);
}
