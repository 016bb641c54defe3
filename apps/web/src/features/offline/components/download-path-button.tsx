import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormats } from '../../../lib/i18n/use-formats';
import type { PageToKeep } from '../../../lib/offline/kept-pages';
import { KeepOfflineButton } from './keep-offline-button';

interface DownloadPathButtonProps {
  url: string;
  /** The steps this reader can open (a locked step has nothing to keep). */
  steps: { url: string; premium: boolean }[];
}

/** 'Download this path': the path page and every step the reader can open, on this device. */
export function DownloadPathButton({ url, steps }: DownloadPathButtonProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const along: PageToKeep[] = steps.map((step) => ({ ...step, kind: 'article' }));
  return (
    <KeepOfflineButton
      page={{ url, kind: 'path', premium: false }}
      along={along}
      labels={{
        keep: t('offline.downloadPath.keep'),
        keeping: t('offline.downloadPath.keeping'),
        kept: t('offline.downloadPath.kept'),
      }}
      keptMessage={t('offline.downloadPath.done', {
        count: steps.length,
        articles: formatCount(steps.length),
      })}
    />
  );
}
