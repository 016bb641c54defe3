import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRoutes, loadMatchedRoutes } from './app/router';
import { createQueryClient } from './lib/react-query';
import { applyTheme, initialTheme } from './lib/theme';
import { readServerState } from './ssr/server-state';
import './index.css';
// With the page: a server-rendered article's body is styled before any route code arrives.
import './features/blogs/components/article-prose.css';

// Before the first render: the CSP allows no inline script in index.html to do it earlier.
applyTheme(initialTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const routes = createRoutes();
const serverState = readServerState();

if (serverState) {
  // A page the server rendered: take over its HTML with the data it was rendered from.
  hydrate(queryClient, serverState.queries);
  await loadMatchedRoutes(routes, location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} routes={routes} sessionHint={serverState.sessionHint} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} routes={routes} />
    </StrictMode>,
  );
}
