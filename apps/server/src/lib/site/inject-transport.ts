import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from '@codegrow/shared/rendering/page-renderer';
import type { UserRow } from '../auth/users-repository';

/** Who a page being rendered is for: the signed-in reader and their cookie header, if any. */
export interface RenderingFor {
  cookie: string | undefined;
  user: UserRow | null;
}

/**
 * The reader a page is being rendered for: the page's own API calls answer for them as their
 * browser's would. Set only while a page renders.
 */
export const renderingFor = new AsyncLocalStorage<RenderingFor>();

/**
 * The API client's transport answered from this server in-process: the pages it renders read
 * the API exactly as the reader's browser would, through the same routes and premium rule.
 * A route marked `readInPages` is called directly (plugins/app/page-reads.ts): its data, never
 * written as JSON and read back; any other through Fastify's inject, the route's whole
 * lifecycle without a network hop or a fetch Request and Response around each answer.
 */
export function injectTransport(fastify: FastifyInstance): ApiTransport {
  return async (address, init) => {
    const reader = renderingFor.getStore();
    if (init.method === 'GET') {
      const read = await fastify.readInPage(address, reader?.user ?? null);
      if (read) return { ok: true, status: 200, text: async () => '', data: read.data };
    }
    const url = new URL(address, 'http://render.local');
    const cookie = reader?.cookie;
    const response = await fastify.inject({
      method: init.method as 'GET',
      url: url.pathname + url.search,
      headers: cookie ? { ...init.headers, cookie } : init.headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const status = response.statusCode;
    return { ok: status >= 200 && status < 300, status, text: async () => response.payload };
  };
}
