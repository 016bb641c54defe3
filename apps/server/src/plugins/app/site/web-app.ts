import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import type { SiteConfig } from '../../../config/env';

const escapeAttribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** index.html with the site's configuration and feeds in its head, read once at start-up. */
function renderIndex(dist: string, site: SiteConfig): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const name = escapeAttribute(site.name);
  const head = [
    `<meta name="codegrow-site" content="${escapeAttribute(JSON.stringify(site))}">`,
    `<link rel="alternate" type="application/rss+xml" title="${name}" href="/rss.xml">`,
    `<link rel="alternate" type="application/feed+json" title="${name}" href="/feed.json">`,
  ];
  return html.replace('<!--site-config-->', head.join('\n    '));
}

const isApi = (request: FastifyRequest) =>
  request.url === '/api' || request.url.startsWith('/api/');
/** A client-side route, not a missing file: a missing /assets/x.js must stay a 404. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApi(request) &&
  !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');

export interface WebAppOptions {
  dist: string | null;
  site: SiteConfig;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never
 * cached and returned for every client-side route. Unknown /api paths get JSON.
 */
export default fp(
  async function webApp(fastify: FastifyInstance, opts: WebAppOptions) {
    const dist = opts.dist && existsSync(join(opts.dist, 'index.html')) ? opts.dist : null;
    const index = dist ? renderIndex(dist, opts.site) : null;

    const sendIndex = (reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);

    if (dist && index) {
      await fastify.register(fastifyStatic, {
        root: dist,
        index: false,
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
      fastify.get('/', (_request, reply) => sendIndex(reply));
    }

    fastify.setNotFoundHandler((request, reply) => {
      if (index && isPageRequest(request)) return sendIndex(reply);
      return reply.code(404).send({ message: API_ERROR_MESSAGES.routeNotFound });
    });
  },
  { name: 'web-app' },
);
