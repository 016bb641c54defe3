import type {
  RenderRequest,
  RenderResult as SharedRenderResult,
  RenderSetup,
} from '@codegrow/shared/rendering/page-renderer';
import {
  LANGUAGE_BASES,
  LANGUAGES,
  languageOfPath,
  type Language,
} from '@codegrow/shared/i18n/languages';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from '../app/provider';
import { TOASTER_MODULE } from '../components/ui/toaster';
import { createRoutes, type RouteHandle } from '../app/router';
import { setSiteMeta, site } from '../config/site';
import { setApiTransport } from '../lib/api-client';
import { leaveBodiesInMarkup } from '../lib/bodies-in-markup';
import { createI18n } from '../lib/i18n/i18n';
import { bn } from '../locales/bn';
import { HeadProvider, type HeadCollector, type PageHead } from '../lib/page-head';
import { queryConfig } from '../lib/react-query';
import { headTags } from './head-tags';
import { pageLoaders, type PageContext } from './page-data';

/** The data a page was rendered from is React Query's dehydrated cache. */
export type RenderResult = SharedRenderResult<DehydratedState>;

/** Once, at start-up. */
export function setUpRendering(setup: RenderSetup): void {
  setApiTransport(setup.transport);
  setSiteMeta(setup.siteMeta);
  publicUrl = setup.publicUrl;
}
let publicUrl = '';

/**
 * Made once per language, each under its language's base (`/bn`): each request's query cache
 * and reader reach the loaders as its context. The texts are the page's too.
 */
const languages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      handler: createStaticHandler(createRoutes(pageLoaders), {
        basename: LANGUAGE_BASES[language] || '/',
      }),
      i18n: createI18n(language, bn),
    },
  ]),
) as Record<
  Language,
  { handler: ReturnType<typeof createStaticHandler>; i18n: ReturnType<typeof createI18n> }
>;
const handler = languages.en.handler;

/** Whether the server renders the page at `url`, and the modules it loads: its routes', the toaster. */
function matchedRoutes(url: string, language: Language): { rendered: boolean; modules: string[] } {
  const { pathname } = new URL(url, 'http://page');
  const matches = matchRoutes(handler.dataRoutes, pathname, LANGUAGE_BASES[language] || '/') ?? [];
  const handles = matches.map(({ route }) => (route.handle ?? {}) as RouteHandle);
  return {
    rendered: handles.at(-1)?.serverRendered === true,
    modules: [...handles.flatMap(({ module }) => (module ? [module] : [])), TOASTER_MODULE],
  };
}

type RouteTree = typeof handler.dataRoutes;

/**
 * The addresses of the pages the server renders that take no parameter ('/', '/paths',
 * '/terms' ...), from the route table: what the sitemap lists besides its articles, paths
 * and maps, so that a new public page cannot be left out of it.
 */
export function renderedPaths(routes: RouteTree = handler.dataRoutes, base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? base : `${base}/${route.path ?? ''}`.replace(/\/+/g, '/');
    const own = (route.handle as RouteHandle | undefined)?.serverRendered && !/[:*]/.test(path);
    const below = route.children ? renderedPaths(route.children, path) : [];
    return [...(own ? [path === '' ? '/' : path] : []), ...below];
  });
}

/**
 * A page's HTML with every lazy part rendered in (an article's mind map, its questions):
 * renderToString sends their fallback on a render that had to load them, and the browser
 * renders them again on arrival (React's error 419). prerender waits for them; with no chunk
 * size limit it writes every part in place, with none of streaming's inline scripts (the CSP
 * allows none). Read whole: the document around it is written once the head is known.
 */
async function renderComplete(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // Node's stream, not the web one: read back through undici's web streams, the page's HTML
  // cost a millisecond more of a signed-in reader's page.
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** One page as `viewer` sees it: its HTML, head and the data it was made from. */
export async function render({ url, viewer }: RenderRequest): Promise<RenderResult> {
  const language = languageOfPath(url);
  const { handler, i18n } = languages[language];
  const { rendered, modules } = matchedRoutes(url, language);
  if (!rendered) return { kind: 'shell', modules };
  // The same freshness as the browser's, so the page does not fetch again on arrival.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...queryConfig.queries, retry: false } },
  });
  const requestContext: PageContext = { queryClient, reader: viewer };
  const context = await handler.query(new Request(new URL(url, 'http://page')), {
    requestContext,
  });
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    return { kind: 'redirect', status: context.status, location };
  }

  let pageHead: PageHead | null = null;
  const collector: HeadCollector = {
    declare: (head) => {
      pageHead = head;
    },
  };
  const html = await renderComplete(
    <HeadProvider collector={collector}>
      <AppProvider queryClient={queryClient} i18n={i18n} viewer={viewer} serverRendered>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </HeadProvider>,
  );
  // Answered queries, failed ones too (a 404 shows 'not found', with its status for the
  // page to read); not the ones components only started, which the browser runs itself.
  const queries = leaveBodiesInMarkup(
    dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status !== 'pending',
      shouldRedactErrors: () => false,
    }),
    html,
  );
  const path = new URL(url, 'http://page');
  const head = headTags(
    pageHead ?? { title: site.name },
    { name: site.name, publicUrl },
    path.pathname + path.search,
    language,
  );
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, head, html, queries, modules };
}
