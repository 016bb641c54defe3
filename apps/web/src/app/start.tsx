import { LANGUAGE_BASES, languageOfPath } from '@codegrow/shared/i18n/languages';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readServerState } from '../ssr/server-state';
import { loadRenderedParts } from '../lib/page-part';
import { createI18n, loadTexts } from '../lib/i18n/i18n';
import { setApiLanguage } from '../lib/api-client';
import { createQueryClient } from '../lib/react-query';
import { takeBodiesFromMarkup } from '../lib/bodies-in-markup';
import { App } from './app';
import { createRoutes, loadMatchedRoutes } from './router';

/**
 * Gives the page's history entry a key of its own, as React Router's framework mode does before
 * hydrating. Without one, every page loaded afresh in a tab has the key 'default', and
 * <ScrollRestoration> scrolled it to where an earlier one had been left. With one, a position
 * is restored only where the entry comes back (back, forward, reload).
 */
function keyHistoryEntry() {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(state as object | null), key }, '');
}

/** Takes over a page the server rendered, or renders the page in the browser. */
export async function startApp(root: HTMLElement): Promise<void> {
  keyHistoryEntry();
  // A page's language is in its address: Bangla's under /bn, each language's texts a chunk.
  const language = languageOfPath(location.pathname);
  const i18n = createI18n(language, await loadTexts(language));
  const queryClient = createQueryClient(i18n.t);
  const routes = createRoutes();
  const serverState = readServerState();
  const basename = LANGUAGE_BASES[language] || '/';
  setApiLanguage(language);
  const serverRendered = serverState?.queries !== undefined;
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        routes={routes}
        i18n={i18n}
        basename={basename}
        viewer={serverState?.viewer}
        sessionEnded={serverState?.sessionEnded === true}
        serverRendered={serverRendered}
      />
    </StrictMode>
  );
  if (!serverState?.queries) {
    createRoot(root).render(app);
    return;
  }
  // Take over the page's HTML with the data it was rendered from.
  hydrate(queryClient, takeBodiesFromMarkup(serverState.queries, root));
  await loadMatchedRoutes(routes, location.pathname, basename);
  await loadRenderedParts();
  // As a transition, hydration yields to the browser between components instead of holding
  // the main thread for the whole page (the page is already visible; only its handlers wait).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
