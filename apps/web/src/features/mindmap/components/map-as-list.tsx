import type { Language } from '@codegrow/shared/i18n/languages';
import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { focusRing } from '../../../components/ui/button';
import { FoldedList } from '../../../components/ui/folded-list';
import { cn } from '../../../lib/cn';
import { treeOf, type TreeNode } from '../model/map-tree';
import { findCentre } from '../model/mindmap-ops';

interface MapAsListProps {
  map: MindmapData;
  title: string;
  /** Beside its article: a node linked to a section is a link to it. */
  linksToSections: boolean;
  /** The language the nodes are written in (an article's map: the article's); none: the page's. */
  language?: Language;
}

function Branches({
  nodes,
  texts,
  linksToSections,
}: {
  nodes: TreeNode[];
  texts: Map<string, { text: string; section?: string }>;
  linksToSections: boolean;
}) {
  if (nodes.length === 0) return null;
  return (
    <ol className="mt-1 list-decimal space-y-1 pl-6 marker:text-slate-500">
      {nodes.map((node) => {
        const { text = '', section } = texts.get(node.id) ?? {};
        return (
          <li key={node.id}>
            {linksToSections && section ? (
              <a
                href={`#${section}`}
                className={cn(
                  'rounded-sm text-indigo-700 underline dark:text-indigo-300',
                  focusRing,
                )}
              >
                {text}
              </a>
            ) : (
              text
            )}
            <Branches nodes={node.children} texts={texts} linksToSections={linksToSections} />
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The whole map as a headed, numbered list (branches nested in order, folds ignored): what the
 * canvas shows, for screen readers, keyboards and readers who would rather read it as text.
 */
export function MapAsList({ map, title, linksToSections, language }: MapAsListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const centre = findCentre(map);
  if (!centre) return null;
  const texts = new Map(map.nodes.map((node) => [node.id, node]));
  const tree = treeOf(map, centre.id);
  return (
    <FoldedList title={t('mindmap.list.show')}>
      <section
        aria-labelledby={headingId}
        className="px-4 pb-4 text-sm text-slate-700 dark:text-slate-300"
      >
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <div lang={language}>
          <Branches nodes={[tree]} texts={texts} linksToSections={linksToSections} />
        </div>
      </section>
    </FoldedList>
  );
}
