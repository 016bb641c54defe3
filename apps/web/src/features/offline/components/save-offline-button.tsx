import { useTranslation } from '../../../lib/i18n/use-translation';
import { useKeptPages } from '../api/kept-pages';
import { KeepOfflineButton } from './keep-offline-button';
import { KeepSqlEngineButton } from './keep-sql-engine-button';

interface SaveOfflineButtonProps {
  url: string;
  premium: boolean;
  /** The article has runnable SQL: once it is kept, keeping PostgreSQL is offered too. */
  runsSql?: boolean;
}

/** 'Save offline' on an article the reader can read (a locked one has nothing to keep). */
export function SaveOfflineButton({ url, premium, runsSql = false }: SaveOfflineButtonProps) {
  const { t } = useTranslation();
  const kept = useKeptPages();
  const articleKept = kept.data?.some((entry) => entry.url.endsWith(url)) ?? false;
  return (
    <>
      <KeepOfflineButton
        page={{ url, kind: 'article', premium }}
        labels={{
          keep: t('offline.saveArticle.keep'),
          keeping: t('offline.saveArticle.keeping'),
          kept: t('offline.saveArticle.kept'),
        }}
        keptMessage={t('offline.saveArticle.done')}
      />
      {runsSql && articleKept && <KeepSqlEngineButton />}
    </>
  );
}
