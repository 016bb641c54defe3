import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';
import { KeepOfflineButton } from './keep-offline-button';

/** 'Save offline' on an article the reader can read (a locked one has nothing to keep). */
export function SaveOfflineButton({ url, premium }: { url: string; premium: boolean }) {
  return (
    <KeepOfflineButton
      page={{ url, kind: 'article', premium }}
      labels={{
        keep: OFFLINE_TEXT.saveArticle,
        keeping: OFFLINE_TEXT.savingArticle,
        kept: OFFLINE_TEXT.savedArticle,
      }}
      keptMessage={OFFLINE_TEXT.articleSaved}
    />
  );
}
