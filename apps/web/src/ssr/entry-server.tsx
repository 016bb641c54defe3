import type {
  ReaderTemplateStore,
  RenderRequest,
  RenderResult as SharedRenderResult,
  RenderSetup,
} from '@codegrow/shared/rendering/page-renderer';
import type { User } from '@codegrow/shared/schemas/user';
import {
  LANGUAGE_BASES,
  LANGUAGES,
  languageOfPath,
  type Language,
} from '@codegrow/shared/i18n/languages';
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '../app/provider';
import { createRoutes, type RouteHandle } from '../app/router';
import { setSiteMeta, site } from '../config/site';
import { setApiTransport } from '../lib/api-client';
import { leaveBodiesInMarkup } from '../lib/bodies-in-markup';
import { createI18n, TEXTS_MODULES } from '../lib/i18n/i18n';
import { bn } from '../locales/bn';
import { en } from '../locales/en';
import { HeadProvider, type HeadCollector, type PageHead } from '../lib/page-head';
import { queryConfig } from '../lib/react-query';
import { headTags } from './head-tags';
import type { PageContext } from '../lib/page-data';
import { asStandIn, cutAtMarks, fillIn, standInFor, templateKey } from './reader-templates';

/** The data a page was rendered from is React Query's dehydrated cache. */
export type RenderResult = SharedRenderResult<DehydratedState>;

/** Once, at start-up. */
export function setUpRendering(setup: RenderSetup): void {
  setApiTransport(setup.transport);
  setSiteMeta(setup.siteMeta);
  publicUrl = setup.publicUrl;
  // The store holds only what this module puts in it.
  readerTemplates = (setup.readerTemplates as ReaderTemplateStore<PageHead | null>) ?? null;
  checkTemplates = setup.checkReaderTemplates === true;
}
let publicUrl = '';
let readerTemplates: ReaderTemplateStore<PageHead | null> | null = null;
let checkTemplates = false;

/**
 * Made once per language, each under its language's base (`/bn`): each request's query cache
 * and reader reach the loaders as its context. The texts are the page's too.
 */
const languages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      handler: createStaticHandler(createRoutes('server'), {
        basename: LANGUAGE_BASES[language] || '/',
      }),
      i18n: createI18n(language, { en, bn }[language]),
    },
  ]),
) as Record<
  Language,
  { handler: ReturnType<typeof createStaticHandler>; i18n: ReturnType<typeof createI18n> }
>;
const handler = languages.en.handler;

/** The routes a path matches, by language and path: matching walks the whole route table. */
const matchedByPath = new Map<string, { rendered: boolean; modules: string[] }>();
/** Paths whose matches are kept; past it the memo starts again (addresses are unbounded). */
const MATCHES_KEPT = 2_000;

/**
 * Whether the server renders the page at `url`, and its modules: its language's texts and its
 * routes'. The toaster is not among them: it is fetched once the page works
 * (components/ui/toaster), not before.
 */
function matchedRoutes(url: string, language: Language): { rendered: boolean; modules: string[] } {
  const { pathname } = new URL(url, 'http://page');
  const key = `${language} ${pathname}`;
  const kept = matchedByPath.get(key);
  if (kept) return kept;
  const matches = matchRoutes(handler.dataRoutes, pathname, LANGUAGE_BASES[language] || '/') ?? [];
  const handles = matches.map(({ route }) => (route.handle ?? {}) as RouteHandle);
  const matched = {
    rendered: handles.at(-1)?.serverRendered === true,
    modules: [
      TEXTS_MODULES[language],
      ...handles.flatMap(({ module }) => (module ? [module] : [])),
    ],
  };
  if (matchedByPath.size >= MATCHES_KEPT) matchedByPath.clear();
  matchedByPath.set(key, matched);
  return matched;
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

/** What a page is rendered from: its route's answer (loaders run), texts and queries. */
interface PageInput {
  url: string;
  handler: StaticHandler;
  context: StaticHandlerContext;
  i18n: ReturnType<typeof createI18n>;
}

/** A page's markup and the head it declared. */
interface Markup {
  html: string;
  head: PageHead | null;
}

/** A page's markup as it is sent: its bytes in pieces. */
interface SentMarkup {
  pieces: readonly Uint8Array[];
  head: PageHead | null;
  /** Whether the markup holds `text` (an article body's mark, say). */
  includes(text: string): boolean;
}

const asSent = ({ html, head }: Markup): SentMarkup => ({
  pieces: [Buffer.from(html)],
  head,
  includes: (text) => html.includes(text),
});

/** The page's markup as `viewer` sees it, from the queries in `queryClient`. */
async function renderMarkup(
  { handler, context, i18n }: PageInput,
  viewer: User | null,
  queryClient: QueryClient,
): Promise<Markup> {
  let head: PageHead | null = null;
  const collector: HeadCollector = {
    declare: (declared) => {
      head = declared;
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
  return { html, head };
}

/** The same freshness as the browser's, so the page does not fetch again on arrival. */
const pageQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...queryConfig.queries, retry: false } } });

/**
 * A signed-in reader's markup: the template every reader who sees the page alike shares
 * (reader-templates.ts), rendered for the stand-in on first use, with this reader's words.
 */
async function readerMarkup(
  page: PageInput,
  viewer: User,
  queryClient: QueryClient,
  queries: DehydratedState,
): Promise<SentMarkup> {
  if (!readerTemplates) return asSent(await renderMarkup(page, viewer, queryClient));
  const key = templateKey(page.url, viewer, queries);
  let template = readerTemplates.get(key);
  if (!template) {
    const standInClient = pageQueryClient();
    hydrate(standInClient, asStandIn(queries, viewer));
    const made = await renderMarkup(page, standInFor(viewer), standInClient);
    standInClient.clear();
    template = { parts: cutAtMarks(made.html), head: made.head };
    readerTemplates.set(key, template);
  }
  // Buffers: the store holds only what this module puts in it.
  const parts = template.parts as readonly Buffer[] | null;
  if (!parts) return asSent(await renderMarkup(page, viewer, queryClient));
  const pieces = fillIn(parts, viewer);
  if (checkTemplates) checkTemplate(pieces, await renderMarkup(page, viewer, queryClient));
  // A reader's words are never an article body's mark: the template's pieces are enough.
  const includes = (text: string) => parts.some((part) => part.includes(text));
  return { pieces, head: template.head, includes };
}

/** With `checkReaderTemplates`: a reader's page from its template is the page rendered for them. */
function checkTemplate(pieces: readonly Uint8Array[], direct: Markup) {
  const filled = Buffer.concat(pieces).toString();
  if (filled === direct.html) return;
  let at = 0;
  while (filled[at] === direct.html[at]) at += 1;
  throw new Error(
    `a reader's page from its template differs from their own render at ${at}: ` +
      `${JSON.stringify(filled.slice(at - 80, at + 80))} instead of ` +
      `${JSON.stringify(direct.html.slice(at - 80, at + 80))}`,
  );
}

/** One page as `viewer` sees it: its HTML, head and the data it was made from. */
export async function render({ url, viewer }: RenderRequest): Promise<RenderResult> {
  const language = languageOfPath(url);
  const { handler, i18n } = languages[language];
  const { rendered, modules } = matchedRoutes(url, language);
  if (!rendered) return { kind: 'shell', modules };
  const queryClient = pageQueryClient();
  const requestContext: PageContext = { queryClient, reader: viewer };
  const context = await handler.query(new Request(new URL(url, 'http://page')), {
    requestContext,
  });
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    return { kind: 'redirect', status: context.status, location };
  }
  // What the loaders answered, failed queries too (a 404 shows 'not found', with its status
  // for the page to read): the page is a function of these, and the browser starts with them.
  const answered = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  const page: PageInput = { url, handler, context, i18n };
  const markup = viewer
    ? await readerMarkup(page, viewer, queryClient, answered)
    : asSent(await renderMarkup(page, null, queryClient));
  queryClient.clear();
  const path = new URL(url, 'http://page');
  const head = headTags(
    markup.head ?? { title: site.name },
    { name: site.name, publicUrl },
    path.pathname + path.search,
    language,
  );
  return {
    kind: 'page',
    status: context.statusCode,
    head,
    html: markup.pieces,
    queries: leaveBodiesInMarkup(answered, markup),
    modules,
  };
}
