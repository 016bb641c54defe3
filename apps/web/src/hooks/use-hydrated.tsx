import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** True outside a page being hydrated: a page the browser renders itself is ready at once. */
import { useTranslation } from '../lib/i18n/use-translation';
const Hydrated = createContext(true);

/**
 * Around a page the server rendered (there, and in the browser while the app takes it over):
 * false, then true once hydrated. The change is a transition, so the controls waiting for it
 * re-render in slices the browser can answer input between. A store whose snapshot changes
 * after hydration (useSyncExternalStore) had React re-render them synchronously, in one task
 * with whatever else was pending: on a 4x slowed phone's article that render took 249 ms with
 * the buttons in it and 112 ms without (docs/benchmarks.md).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False while the page is the server's HTML (on the server, and in the browser until the app
 * has taken it over), true from then on. Controls that need the app say they are not ready
 * yet instead of swallowing a click.
 */
export const useHydrated = (): boolean => useContext(Hydrated);

/**
 * What a button that needs the app carries until the page is taken over: `aria-disabled` and
 * a title saying it works in a moment, instead of swallowing a click.
 */
export function useNotReadyProps(): { 'aria-disabled'?: true; title?: string } {
  const { t } = useTranslation();
  return useHydrated() ? {} : { 'aria-disabled': true, title: t('common.ui.notReadyYet') };
}
