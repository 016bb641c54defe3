import { useEffect, useState, type ComponentType } from 'react';

/**
 * Where toasts appear, mounted once the page is up, with react-hot-toast loaded then (see
 * lib/toast): the server renders nothing here, so hydration never waits for it. Toasts asked
 * for before it mounts are kept by react-hot-toast and shown when it does.
 */
export function AppToaster() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    import('./toasts').then(
      ({ Toasts: loaded }) => mounted && setToasts(() => loaded),
      // A script that cannot load leaves the page without toasts; its inline alerts remain.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Toasts ? <Toasts /> : null;
}
