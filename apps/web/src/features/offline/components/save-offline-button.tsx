import { useTranslation } from '../../../lib/i18n/use-translation';
import { KeepOfflineButton } from './keep-offline-button';

/** 'Save offline' on an article the reader can read (a locked one has nothing to keep). */
export function SaveOfflineButton({ url, premium }: { url: string; premium: boolean }) {
  const { t } = useTranslation();
  return (
    <KeepOfflineButton
      page={{ url, kind: 'article', premium }}
      labels={{
        keep: t('offline.saveArticle.keep'),
        keeping: t('offline.saveArticle.keeping'),
        kept: t('offline.saveArticle.kept'),
      }}
      keptMessage={t('offline.saveArticle.done')}
    />
  );
}
