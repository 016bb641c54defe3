import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';
import type { PageToKeep } from '../../../lib/offline/kept-pages';
import { KeepOfflineButton } from './keep-offline-button';

interface DownloadPathButtonProps {
  url: string;
  /** The steps this reader can open (a locked step has nothing to keep). */
  steps: { url: string; premium: boolean }[];
}

/** 'Download this path': the path page and every step the reader can open, on this device. */
export function DownloadPathButton({ url, steps }: DownloadPathButtonProps) {
  const along: PageToKeep[] = steps.map((step) => ({ ...step, kind: 'article' }));
  return (
    <KeepOfflineButton
      page={{ url, kind: 'path', premium: false }}
      along={along}
      labels={{
        keep: OFFLINE_TEXT.downloadPath,
        keeping: OFFLINE_TEXT.downloadingPath,
        kept: OFFLINE_TEXT.downloadedPath,
      }}
      keptMessage={OFFLINE_TEXT.pathDownloaded(steps.length)}
    />
  );
}
