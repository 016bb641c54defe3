import type { CollapsedMap } from './collapse';

/**
 * The canvas's accessible name: its centre and the branches that show, and how many nodes the
 * collapsed branches hide, so a screen reader hears what a sighted reader sees.
 */
export function describeMap(title: string, shown: CollapsedMap): string {
  const { nodes } = shown.visible;
  const centre = nodes.find((node) => node.type === 'center')?.text ?? '';
  const branches = nodes.filter((node) => node.type === 'branch').length;
  const hidden = shown.hiddenBy.size;
  const label = `${title}: ${centre} with ${branches} branches`;
  return hidden > 0 ? `${label}, ${hidden} more in collapsed branches` : label;
}

/** What follows a node's text in the list of nodes: whether it is collapsed, hiding how many. */
export function collapsedNote(shown: CollapsedMap, id: string): string {
  const hidden = shown.hiddenCount.get(id);
  return hidden === undefined ? '' : ` (collapsed, ${hidden} hidden)`;
}
