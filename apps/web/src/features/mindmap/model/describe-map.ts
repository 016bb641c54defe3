import { type TFunction } from '../../../lib/i18n/i18n';
import { formatsFor } from '@codegrow/shared/format/formats';
import { createI18n } from '../../../lib/i18n/i18n';
import type { CollapsedMap } from './collapse';

let englishT: TFunction | undefined;
/** The English texts, for a caller that has not the page's (a unit test). */
const english = (): TFunction => (englishT ??= createI18n('en').t);

/** The page's words (`t`) and digits (`formatCount`); English without them. */
interface Words {
  t: TFunction;
  formatCount: (value: number) => string;
}

const inEnglish = (): Words => ({ t: english(), formatCount: formatsFor('en').formatCount });

/**
 * The canvas's accessible name: its centre and the branches that show, and how many nodes the
 * collapsed branches hide, so a screen reader hears what a sighted reader sees.
 */
export function describeMap(
  title: string,
  shown: CollapsedMap,
  { t, formatCount }: Words = inEnglish(),
): string {
  const { nodes } = shown.visible;
  const centre = nodes.find((node) => node.type === 'center')?.text ?? '';
  const branches = formatCount(nodes.filter((node) => node.type === 'branch').length);
  const hidden = shown.hiddenBy.size;
  return hidden > 0
    ? t('mindmap.canvas.describeHidden', { title, centre, branches, hidden: formatCount(hidden) })
    : t('mindmap.canvas.describe', { title, centre, branches });
}
