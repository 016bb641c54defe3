import { SERVICE_WORKER_URL } from './offline-caches';

/**
 * Registers the service worker of offline reading, on a reader's first 'Save offline' (a
 * reader who never keeps anything downloads none of it), and resolves once it serves this
 * page: installed, with the app's code precached, so what is kept next opens offline.
 */
export async function startOfflineReading(): Promise<void> {
  const workers = navigator.serviceWorker;
  if (workers.controller) return;
  const controlled = new Promise((resolve) =>
    workers.addEventListener('controllerchange', resolve, { once: true }),
  );
  await workers.register(SERVICE_WORKER_URL, { scope: '/' });
  await workers.ready;
  if (!workers.controller) await controlled;
}

/** Whether a service worker serves this page (offline, it answers page loads). */
export const servedByServiceWorker = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
