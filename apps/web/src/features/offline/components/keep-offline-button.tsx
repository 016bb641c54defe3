import { pathInLanguage } from '@codegrow/shared/i18n/languages';
import { CloudDownload, CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PILL_PRESSED, pillClass } from '../../../components/ui/pill-button';
import { useNotReadyProps } from '../../../hooks/use-hydrated';
import { useLanguage } from '../../../lib/i18n/use-language';
import { offlineReadingSupported, type PageToKeep } from '../../../lib/offline/kept-pages';
import { toast } from '../../../lib/toast';
import { useKeepPages, useKeptPages, useRemoveKeptPages } from '../api/kept-pages';

interface KeepOfflineButtonProps {
  /** The page the button is about (the article, the path), kept first. */
  page: PageToKeep;
  /** Pages kept along with it (a path's steps the reader can open). */
  along?: PageToKeep[];
  labels: { keep: string; keeping: string; kept: string };
  /** What the toast says once everything is kept. */
  keptMessage: string;
}

/**
 * Keeps a page on this device for offline reading, or removes it again: a toggle, pressed
 * while the page is kept. Pages kept along with it go with it.
 */
export function KeepOfflineButton({ labels, keptMessage, ...pages }: KeepOfflineButtonProps) {
  const { t } = useTranslation();
  // Kept at their addresses in the page's language, as the reader opens them offline.
  const language = useLanguage();
  const inLanguage = (entry: PageToKeep) => ({
    ...entry,
    url: pathInLanguage(entry.url, language),
  });
  const page = inLanguage(pages.page);
  const along = (pages.along ?? []).map(inLanguage);
  const notReady = useNotReadyProps();
  const kept = useKeptPages();
  const keep = useKeepPages();
  const remove = useRemoveKeptPages();
  const isKept = kept.data?.some((entry) => entry.url === page.url) ?? false;
  const busy = keep.isPending || remove.isPending;

  const onClick = () => {
    if (!offlineReadingSupported()) return toast.error(t('offline.unsupported'));
    if (isKept) {
      const urls = [page.url, ...along.map((entry) => entry.url)];
      return remove.mutate(urls, {
        onSuccess: () => toast.success(t('offline.removed')),
      });
    }
    keep.mutate([page, ...along], {
      onSuccess: () => toast.success(keptMessage),
      onError: () => toast.error(t('offline.saveFailed')),
    });
  };

  const Icon = keep.isPending ? LoaderCircle : isKept ? CircleCheck : CloudDownload;
  return (
    <button
      type="button"
      aria-pressed={isKept}
      aria-busy={busy}
      disabled={busy}
      onClick={onClick}
      className={pillClass(isKept && PILL_PRESSED.kept)}
      {...notReady}
    >
      <Icon aria-hidden="true" className={keep.isPending ? 'size-4 animate-spin' : 'size-4'} />
      {keep.isPending ? labels.keeping : isKept ? labels.kept : labels.keep}
    </button>
  );
}
