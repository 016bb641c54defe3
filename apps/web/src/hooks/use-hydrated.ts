import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the server's HTML (on the server, and in the browser until the app
 * has taken it over), true from then on. Controls that need the app say they are not ready
 * yet instead of swallowing a click.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
