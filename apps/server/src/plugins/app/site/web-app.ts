import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RENDER_HINT_COOKIES } from '@codegrow/shared/constants/site';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import type { SiteConfig } from '../../../config/env';
import { articleKey, surrogateKeyHeader } from '../http-cache/surrogate-keys';
import { injectTransport } from './inject-transport';
import { modulePreloads } from './module-preloads';
import { pageDocument, pageTemplates, shellTemplate, withPreloads } from './page-document';

/**
 * What the web app's server bundle (apps/web/src/ssr/entry-server.tsx) exports. `modules`
 * (the matched routes' modules) is missing from a bundle built before routes named them.
 */
interface PageRenderer {
  setUpRendering(setup: { transport: typeof fetch; siteMeta: string; publicUrl: string }): void;
  render(request: { url: string; sessionHint: boolean }): Promise<
    | { kind: 'shell'; modules?: string[] }
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        status: number;
        head: string;
        html: string;
        state: string;
        modules?: string[];
      }
  >;
}

type RenderResult = Awaited<ReturnType<PageRenderer['render']>>;

export interface WebAppOptions {
  dist: string | null;
  /** The server bundle's entry; without it every page is rendered in the browser. */
  ssrEntry: string | null;
  site: SiteConfig;
  publicUrl: string;
}

const isApi = (request: FastifyRequest) =>
  request.url === '/api' || request.url.startsWith('/api/');
/** A client-side route, not a missing file: a missing /assets/x.js must stay a 404. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApi(request) &&
  !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');

/** A request as far as the render hints go: its headers (raw or Fastify's). */
type HintedRequest = { headers: IncomingHttpHeaders };

function cookie(request: HintedRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The article an article page (`/blog/<id>`) shows, for the key a cache in front keeps it under. */
const articleOfPage = (url: string) => /^\/blog\/(\d+)(?:[/?#]|$)/.exec(url)?.[1];

const sessionHint = (request: HintedRequest) =>
  cookie(request, RENDER_HINT_COOKIES.session) === '1';
const darkTheme = (request: HintedRequest) => cookie(request, RENDER_HINT_COOKIES.theme) === 'dark';

/**
 * The page renderer (React, the routes and their components), loaded once on first use: the
 * server answers sooner after a start and holds none of it until a page is asked for. A
 * listening server starts loading it at once, so the first visitor seldom waits.
 */
function lazyRenderer(
  entry: string,
  setup: Parameters<PageRenderer['setUpRendering']>[0],
): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | null = null;
  return () =>
    (loading ??= import(pathToFileURL(entry).href).then(
      (renderer: PageRenderer) => {
        renderer.setUpRendering(setup);
        return renderer;
      },
      (error: unknown) => {
        // Tried again with the next page; meanwhile pages are rendered in the browser.
        loading = null;
        throw error;
      },
    ));
}

/**
 * Serves the built web app. Public pages are rendered on the server (see
 * docs/decisions/0010-server-rendered-pages.md) and cached like anonymous API
 * answers; other pages get index.html and render in the browser. Hashed assets
 * are cached for a year; unknown /api paths and missing files get JSON 404s.
 */
export default fp(
  async function webApp(fastify: FastifyInstance, opts: WebAppOptions) {
    const dist = opts.dist && existsSync(join(opts.dist, 'index.html')) ? opts.dist : null;
    const indexHtml = dist ? readFileSync(join(dist, 'index.html'), 'utf8') : null;
    const renderer =
      indexHtml !== null && opts.ssrEntry && existsSync(opts.ssrEntry)
        ? lazyRenderer(opts.ssrEntry, {
            transport: injectTransport(fastify),
            siteMeta: JSON.stringify(opts.site),
            publicUrl: opts.publicUrl,
          })
        : null;
    const shell = indexHtml === null ? null : shellTemplate(indexHtml, opts.site);
    const readAsset = (path: string) => readFileSync(join(dist ?? '', path), 'utf8');
    const templates =
      renderer && indexHtml !== null ? pageTemplates(indexHtml, opts.site, readAsset) : null;
    const routeChunks = join(dist ?? '', '.vite', 'route-chunks.json');
    const preloads = modulePreloads(
      renderer && existsSync(routeChunks) ? readFileSync(routeChunks, 'utf8') : null,
    );
    if (renderer) {
      fastify.addHook('onListen', (done) => {
        renderer().catch((error: unknown) =>
          fastify.log.error({ err: error }, 'the page renderer did not load'),
        );
        done();
      });
    }

    /** Whether the browser holds this build's stylesheets, so the page links them. */
    const holdsStylesheets = (request: HintedRequest) =>
      templates !== null &&
      cookie(request, RENDER_HINT_COOKIES.stylesheets) === templates.stylesheetsHeld;
    /** Which rendering of a page this request gets: it depends on the hint cookies only. */
    const pageVariant = (request: HintedRequest) =>
      `${sessionHint(request) ? 's' : '-'}${darkTheme(request) ? 'd' : '-'}${holdsStylesheets(request) ? 'c' : '-'}`;

    const notFound = (reply: FastifyReply) =>
      reply.code(404).send({ message: API_ERROR_MESSAGES.routeNotFound });

    const sendShell = (reply: FastifyReply, html: string) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      if (shell === null || !isPageRequest(request)) return notFound(reply);
      if (!renderer || !templates) return sendShell(reply, shell);
      const page = await renderer()
        .then((loaded) => loaded.render({ url: request.url, sessionHint: sessionHint(request) }))
        .catch((error: unknown): RenderResult => {
          // The browser can still render it: a page that fails here is logged, not lost.
          request.log.error({ err: error }, 'server rendering failed; sending the shell');
          return { kind: 'shell' };
        });
      if (page.kind === 'shell') {
        return sendShell(reply, withPreloads(shell, preloads(page.modules)));
      }
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      const template = holdsStylesheets(request)
        ? templates.pageLinkingStylesheets
        : templates.page;
      const document = pageDocument(template, page, {
        dark: darkTheme(request),
        preloads: preloads(page.modules),
      });
      const article = articleOfPage(request.url);
      if (article) void reply.header('surrogate-key', surrogateKeyHeader([articleKey(+article)]));
      return reply.code(page.status).type('text/html; charset=utf-8').send(document);
    }

    if (dist) {
      await fastify.register(fastifyStatic, {
        root: dist,
        index: false,
        // The build writes .br and .gz beside each asset; they go out as they are.
        preCompressed: true,
        // One route per built file, so every other path is free for pages.
        wildcard: false,
        cacheControl: false,
        allowedPath: (pathname) => pathname !== '/index.html',
        setHeaders: (reply, filePath) => {
          const immutable = filePath.startsWith(join(dist, 'assets'));
          void reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
      const page = { config: { publicCache: true, publicCacheVariant: pageVariant } };
      fastify.get('/', page, sendPage);
      fastify.get('/*', page, sendPage);
    }

    fastify.setNotFoundHandler((_request, reply) => notFound(reply));
  },
  { name: 'web-app' },
);
