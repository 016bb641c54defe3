import { useEffect } from 'react';
import { servedByServiceWorker } from '../../../lib/offline/service-worker';

/**
 * Offline, a link on this site is an ordinary page load, which the service worker answers:
 * the kept page, or the offline page. The app's own navigation would ask the network for the
 * page's data and show a failure instead. The listener runs before React's (it captures at
 * the document), so React Router's links never see the click and the browser follows it.
 */
export function useOfflineLinks(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || !servedByServiceWorker()) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      event.stopPropagation();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
