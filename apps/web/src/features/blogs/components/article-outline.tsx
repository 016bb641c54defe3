import type { OutlineEntry } from '@codegrow/shared/content/article-outline';
import type { Language } from '@codegrow/shared/i18n/languages';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { focusRing } from '../../../components/ui/button';
import { FoldedList } from '../../../components/ui/folded-list';
import { cn } from '../../../lib/cn';
import { currentSectionId } from '../model/current-section';

/** The section being read, followed as the page scrolls (once a frame at most). */
function useCurrentSection(entries: OutlineEntry[]): string | null {
  const [current, setCurrent] = useState<string | null>(entries[0]?.id ?? null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = entries.flatMap(({ id }) => {
        const heading = document.getElementById(id);
        return heading ? [{ id, top: heading.getBoundingClientRect().top }] : [];
      });
      setCurrent(currentSectionId(tops, window.innerHeight));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // Measured in the next frame, not during hydration, which would lay the page out at once.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [entries]);
  return current;
}

const KEEP_IN_VIEW_PX = 24;

/**
 * A long outline beside the text scrolls on its own: the section being read is kept within it,
 * as the page scrolls. Only the outline scrolls (never the page, as scrollIntoView would).
 */
function useCurrentInView(box: RefObject<HTMLElement | null>, current: string | null) {
  useEffect(() => {
    const outline = box.current;
    const link = outline?.querySelector('[aria-current]');
    if (!outline || !link) return;
    const shown = outline.getBoundingClientRect();
    const entry = link.getBoundingClientRect();
    if (entry.top < shown.top) outline.scrollBy({ top: entry.top - shown.top - KEEP_IN_VIEW_PX });
    else if (entry.bottom > shown.bottom)
      outline.scrollBy({ top: entry.bottom - shown.bottom + KEEP_IN_VIEW_PX });
  }, [box, current]);
}

function OutlineLinks({
  entries,
  current,
  language,
}: {
  entries: OutlineEntry[];
  current: string | null;
  language: Language;
}) {
  return (
    <ol
      lang={language}
      className="space-y-1 border-l border-slate-200 text-sm dark:border-slate-800"
    >
      {entries.map((entry) => {
        const isCurrent = entry.id === current;
        return (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={isCurrent ? 'location' : undefined}
              className={cn(
                '-ml-px block rounded-r-sm border-l-2 py-1 pr-2 leading-snug transition-colors',
                entry.level === 3 ? 'pl-7' : 'pl-4',
                isCurrent
                  ? 'border-indigo-600 font-medium text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                  : 'border-transparent text-slate-600 hover:border-slate-400 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                focusRing,
              )}
            >
              {entry.text}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/** An outline is worth showing from two sections on. */
export const hasOutline = (entries: OutlineEntry[]) => entries.length >= 2;

/**
 * An article's table of contents, from its headings, marking the section being read:
 * `folded` above the text (phones and tablets), `beside` it in a column of its own that
 * stays in view (wide screens).
 */
export function ArticleOutline({
  entries,
  placement,
  language,
}: {
  entries: OutlineEntry[];
  placement: 'folded' | 'beside';
  /** The article's language, which its headings are in. */
  language: Language;
}) {
  const { t } = useTranslation();
  const TITLE = t('blogs.outline.title');
  const current = useCurrentSection(entries);
  const besideRef = useRef<HTMLElement>(null);
  useCurrentInView(besideRef, current);
  if (placement === 'beside') {
    return (
      <nav ref={besideRef} aria-label={TITLE} className="max-h-[calc(100vh-8rem)] overflow-y-auto">
        <p className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
          {TITLE}
        </p>
        <OutlineLinks entries={entries} current={current} language={language} />
      </nav>
    );
  }
  return (
    <FoldedList title={TITLE} className="mt-8 bg-slate-50/60 dark:bg-slate-900/40">
      <nav aria-label={TITLE} className="px-4 pb-4">
        <OutlineLinks entries={entries} current={current} language={language} />
      </nav>
    </FoldedList>
  );
}
