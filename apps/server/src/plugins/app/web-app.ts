import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { withoutPersonalData, type User } from '@codegrow/shared/schemas/user';
import type { SiteConfig } from '../../config/env';
import { clearSessionCookie, sessionCookie } from '../../lib/auth/session-cookie';
import { toUserJson } from '../../lib/auth/users-repository';
import { PAGE_CACHE } from '../../lib/http-cache/page-cache';
import { injectTransport, renderingFor } from '../../lib/site/inject-transport';
import { modulePreloads } from '../../lib/site/module-preloads';
import {
  pageDocument,
  pageState,
  pageTemplates,
  shellDocument,
} from '../../lib/site/page-document';
import type {
  PageRenderer,
  ReaderTemplate,
  RenderResult,
} from '@codegrow/shared/rendering/page-renderer';
import { languageOfPath } from '@codegrow/shared/i18n/languages';
import { KEEP_OFFLINE_HEADER } from '@codegrow/shared/constants/site';

/**
 * Pages rendered at once; the others wait their turn. A render is mostly work on the event
 * loop, so more at once would not finish sooner, and each holds its page, its data and
 * React's tree: fifty signed-in readers' pages at once took the server to 171 MB, two at a
 * time to 149 MB, at the same rate (docs/benchmarks.md, 'Pages rendered two at a time').
 */
const rendersAtOnce = pLimit(2);

/**
 * The signed-in readers' page templates kept, in bytes of their markup (a premium article's
 * is about 140 kB): the pages most read lately, each made once for every reader who sees it
 * alike, in a bound that memory under many readers does not pass.
 */
const READER_TEMPLATES_BYTES = 12 * 1024 * 1024;

const readerTemplateStore = () =>
  new LRUCache<string, ReaderTemplate>({
    maxSize: READER_TEMPLATES_BYTES,
    sizeCalculation: ({ parts }) =>
      (parts ?? []).reduce((bytes, part) => bytes + part.byteLength, 64),
  });

export interface WebAppOptions {
  dist: string | null;
  /** The server bundle's entry; without it every page is rendered in the browser. */
  ssrEntry: string | null;
  site: SiteConfig;
  publicUrl: string;
  /** Each reader's page from a template is also rendered for them and compared (tests). */
  checkReaderTemplates?: boolean;
}

const isApi = (request: FastifyRequest) =>
  request.url === '/api' || request.url.startsWith('/api/');
/** A client-side route, not a missing file: a missing /assets/x.js must stay a 404. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApi(request) &&
  !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');

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
 * docs/decisions/0010-server-rendered-pages.md): for a visitor, the one public version of
 * each page, cached like anonymous API answers; for a signed-in reader (the session cookie),
 * the page as that reader sees it, `private, no-store`. Other pages get index.html with who
 * is signed in and render in the browser. Hashed assets are cached for a year; unknown /api
 * paths and missing files get JSON 404s.
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
            readerTemplates: readerTemplateStore(),
            checkReaderTemplates: opts.checkReaderTemplates === true,
          })
        : null;
    /** Each language's documents (its `lang`, its notice's words). */
    const documents = indexHtml === null ? null : pageTemplates(indexHtml, opts.site);
    const buildFile = (name: string) => {
      const path = join(dist ?? '', '.vite', name);
      return existsSync(path) ? readFileSync(path, 'utf8') : null;
    };
    const preloads = modulePreloads(buildFile('manifest.json'), buildFile('ssr-manifest.json'));
    if (renderer) {
      fastify.addHook('onListen', (done) => {
        renderer().catch((error: unknown) =>
          fastify.log.error({ err: error }, 'the page renderer did not load'),
        );
        done();
      });
    }

    const notFound = (reply: FastifyReply) =>
      reply.code(404).send({ message: API_ERROR_MESSAGES.routeNotFound });

    /**
     * Who the page is for: the session cookie's reader, or null; for a page being kept for
     * offline reading, that reader without their personal data. A cookie whose session has
     * ended is cleared, so the browser's next pages are a visitor's again, and the page says
     * so (the app ends the identity provider's session with it).
     */
    async function pageViewer(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ viewer: User | null; sessionEnded?: true }> {
      if (request.user && request.headers[KEEP_OFFLINE_HEADER])
        return { viewer: withoutPersonalData(toUserJson(request.user)) };
      if (request.user) return { viewer: toUserJson(request.user) };
      if (!sessionCookie(request)) return { viewer: null };
      clearSessionCookie(request, reply);
      return { viewer: null, sessionEnded: true };
    }

    /** A reader's page is theirs alone: no cache, in the browser or in front, may keep it. */
    const html = (reply: FastifyReply, viewer: User | null) => {
      if (viewer) void reply.header('cache-control', 'private, no-store');
      return reply.type('text/html; charset=utf-8');
    };

    /** The page as `viewer` sees it, rendered with their session when signed in. */
    const renderPage = (
      load: () => Promise<PageRenderer>,
      request: FastifyRequest,
      viewer: User | null,
    ): Promise<RenderResult> =>
      rendersAtOnce(() =>
        renderingFor.run(
          viewer
            ? { cookie: request.headers.cookie, user: request.user }
            : { cookie: undefined, user: null },
          async () => (await load()).render({ url: request.url, viewer }),
        ),
      ).catch((error: unknown): RenderResult => {
        // The browser can still render it: a page that fails here is logged, not lost.
        request.log.error({ err: error }, 'server rendering failed; sending the shell');
        return { kind: 'shell', modules: [] };
      });

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      if (documents === null || !isPageRequest(request)) return notFound(reply);
      const reader = await pageViewer(request, reply);
      const { viewer } = reader;
      const state = pageState(reader);
      const templates = documents[languageOfPath(request.url)];
      if (!renderer) return html(reply, viewer).send(shellDocument(templates.shell, state, ''));
      const page = await renderPage(renderer, request, viewer);
      if (page.kind === 'shell') {
        return html(reply, viewer).send(
          shellDocument(templates.shell, state, preloads(page.modules)),
        );
      }
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      const document = pageDocument(
        templates.page,
        {
          head: page.head,
          html: page.html,
          state: pageState({ ...reader, queries: page.queries }),
        },
        preloads(page.modules),
      );
      return html(reply, viewer).code(page.status).send(document);
    }

    if (dist) {
      /**
       * Hashed assets never change. The service worker is looked at on every visit, so that a
       * new build's reaches readers at once; other files may be an hour old.
       */
      const fileCaching = (filePath: string) => {
        if (filePath.startsWith(join(dist, 'assets'))) return 'public, max-age=31536000, immutable';
        if (filePath === join(dist, 'sw.js')) return 'no-cache';
        return 'public, max-age=3600';
      };
      await fastify.register(fastifyStatic, {
        root: dist,
        index: false,
        // The build writes .br and .gz beside each asset; they go out as they are.
        preCompressed: true,
        // One route per built file, so every other path is free for pages.
        wildcard: false,
        cacheControl: false,
        allowedPath: (pathname) => pathname !== '/index.html',
        setHeaders: (reply, filePath) => void reply.header('cache-control', fileCaching(filePath)),
      });
      const page = { config: { publicCache: PAGE_CACHE, access: 'viewer' as const } };
      fastify.get('/', page, sendPage);
      fastify.get('/*', page, sendPage);
    }

    fastify.setNotFoundHandler((_request, reply) => notFound(reply));
  },
  { name: 'web-app' },
);
