import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { readMindmapData } from '../model/read-mindmap';
import { MindmapCanvas } from './mindmap-canvas';

/** Goes to a section of the article on this page, as its link would. */
function openSection(headingId: string) {
  if (window.location.hash === `#${headingId}`) {
    document.getElementById(headingId)?.scrollIntoView({ block: 'start' });
    return;
  }
  window.location.hash = headingId;
}

/**
 * The article's map, read-only: explore it by dragging, zooming and the keyboard; a node
 * linked to a section opens it.
 */
export function ArticleMindmap({ stored, title }: { stored: unknown; title: string }) {
  const { t } = useTranslation();
  const data = readMindmapData(stored);
  if (!data) return null;
  return (
    <section aria-labelledby="article-mindmap-heading" className="space-y-3">
      <h2
        id="article-mindmap-heading"
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
      >
        <Network aria-hidden="true" className="size-5 text-indigo-500" />{' '}
        {t('mindmap.article.heading')}
      </h2>
      <MindmapCanvas
        data={data}
        title={t('mindmap.article.mapTitle', { title })}
        onOpenSection={openSection}
      />
    </section>
  );
}
