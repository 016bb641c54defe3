import type { Language } from '@codegrow/shared/i18n/languages';
import { Network, PencilLine, Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { askedNodes } from '@codegrow/shared/content/grade-map';
import { readMindmapData } from '../model/read-mindmap';
import { CompleteTheMap } from './complete-the-map';
import { MindmapCanvas } from './mindmap-canvas';

/** Goes to a section of the article on this page, as its link would. */
function openSection(headingId: string) {
  if (window.location.hash === `#${headingId}`) {
    document.getElementById(headingId)?.scrollIntoView({ block: 'start' });
    return;
  }
  window.location.hash = headingId;
}

interface ArticleMindmapProps {
  blogId: number;
  stored: unknown;
  title: string;
  isAuthenticated: boolean;
  /** The article's language, which its map's nodes are written in. */
  language: Language;
}

/**
 * The article's map, read-only: explore it by dragging, zooming and the keyboard; a node
 * linked to a section opens it. Or complete it: its labels hidden, the reader rebuilds it.
 */
export function ArticleMindmap({
  blogId,
  stored,
  title,
  isAuthenticated,
  language,
}: ArticleMindmapProps) {
  const { t } = useTranslation();
  const [practising, setPractising] = useState(false);
  // Read once per stored map: a new object on every render would also have the canvas lay
  // the map out and draw it again (the article re-renders as the reader's data arrives).
  const data = useMemo(() => readMindmapData(stored), [stored]);
  if (!data) return null;
  const mapTitle = t('mindmap.article.mapTitle', { title });
  return (
    <section aria-labelledby="article-mindmap-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="article-mindmap-heading"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
        >
          <Network aria-hidden="true" className="size-5 text-indigo-500" />{' '}
          {t('mindmap.article.heading')}
        </h2>
        {askedNodes(data).length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setPractising(!practising)}>
            {practising ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <PencilLine aria-hidden="true" className="size-4" />
            )}
            {practising ? t('mindmap.practice.stop') : t('mindmap.practice.start')}
          </Button>
        )}
      </div>
      {practising ? (
        <CompleteTheMap
          blogId={blogId}
          map={data}
          title={mapTitle}
          isAuthenticated={isAuthenticated}
          onOpenSection={openSection}
        />
      ) : (
        <MindmapCanvas
          data={data}
          title={mapTitle}
          onOpenSection={openSection}
          language={language}
        />
      )}
    </section>
  );
}
