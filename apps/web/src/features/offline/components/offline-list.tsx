import { BookOpen, Route, Trash2, WifiOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { useOnline } from '../../../hooks/use-online';
import type { KeptPage } from '../../../lib/offline/kept-pages';
import { offlineReadingSupported } from '../../../lib/offline/kept-pages';
import { useFormats } from '../../../lib/i18n/use-formats';
import { useHydrated } from '../../../hooks/use-hydrated';
import { toast } from '../../../lib/toast';
import { useKeptPages, useRemoveKeptPages } from '../api/kept-pages';

function KeptItem({ page, onRemove }: { page: KeptPage; onRemove: () => void }) {
  const { t } = useTranslation();
  const { formatBytes, formatDay } = useFormats();
  const Icon = page.kind === 'path' ? Route : BookOpen;
  return (
    <li className="flex items-start gap-3 py-4">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-500" />
      <div className="min-w-0 flex-1">
        {/* A page load, not the app's navigation: offline, the service worker answers it. */}
        <a
          href={page.url}
          className="font-medium text-slate-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-300"
        >
          {page.title}
        </a>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {t(`offline.list.kinds.${page.kind}`)} · {formatBytes(page.bytes)} ·{' '}
          {formatDay(page.savedAt)}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={t('offline.list.removeItem', { title: page.title })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('offline.list.remove')}
      </Button>
    </li>
  );
}

/**
 * The Offline page: what this device keeps, its size, and a way to remove it. The service
 * worker shows it, from its own copy, for any page that is not kept while offline; `notKept`
 * says so (once hydrated: that copy was rendered without it).
 */
export function OfflineList({ notKept }: { notKept: boolean }) {
  const { t } = useTranslation();
  const { formatBytes, formatCount } = useFormats();
  const hydrated = useHydrated();
  const online = useOnline();
  const kept = useKeptPages();
  const remove = useRemoveKeptPages();
  const pages = kept.data ?? [];
  const total = pages.reduce((sum, page) => sum + page.bytes, 0);

  const removeAll = () => {
    if (!window.confirm(t('offline.list.confirmRemoveAll'))) return;
    remove.mutate('all', { onSuccess: () => toast.success(t('offline.removed')) });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        {t('offline.list.title')}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t('offline.list.intro')}</p>
      {(!online || (hydrated && notKept)) && (
        <div
          role="status"
          className="mt-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          <p>{t(hydrated && notKept ? 'offline.list.notKept' : 'offline.list.youAreOffline')}</p>
        </div>
      )}
      {hydrated && !offlineReadingSupported() && (
        <p className="mt-8 text-slate-600 dark:text-slate-400">{t('offline.unsupported')}</p>
      )}
      {kept.isSuccess && pages.length === 0 && (
        <p className="mt-8 text-slate-600 dark:text-slate-400">{t('offline.list.nothingKept')}</p>
      )}
      {pages.length > 0 && (
        <section aria-label={t('offline.list.title')} className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('offline.list.total', {
                count: pages.length,
                items: formatCount(pages.length),
                size: formatBytes(total),
              })}
            </p>
            <Button variant="outline" size="sm" onClick={removeAll} pending={remove.isPending}>
              {t('offline.list.removeAll')}
            </Button>
          </div>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {pages.map((page) => (
              <KeptItem
                key={page.url}
                page={page}
                onRemove={() =>
                  remove.mutate([page.url], {
                    onSuccess: () => toast.success(t('offline.removed')),
                  })
                }
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
