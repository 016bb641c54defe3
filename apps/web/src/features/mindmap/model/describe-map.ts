import { type TFunction } from '../../../lib/i18n/i18n';
import type { CollapsedMap } from './collapse';

/** The page's words (`t`) and digits (`formatCount`). */
interface Words {
  t: TFunction;
  formatCount: (value: number) => string;
}

/**
 * The canvas's accessible name: its centre and the branches that show, and how many nodes the
 * collapsed branches hide, so a screen reader hears what a sighted reader sees.
 */
export function describeMap(title: string, shown: CollapsedMap, { t, formatCount }: Words): string {
  const { nodes } = shown.visible;
  const centre = nodes.find((node) => node.type === 'center')?.text ?? '';
  const branches = formatCount(nodes.filter((node) => node.type === 'branch').length);
  const hidden = shown.hiddenBy.size;
  return hidden > 0
    ? t('mindmap.canvas.describeHidden', { title, centre, branches, hidden: formatCount(hidden) })
    : t('mindmap.canvas.describe', { title, centre, branches });
}
