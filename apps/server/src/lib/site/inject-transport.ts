import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The cookie header of the reader a page is being rendered for, if signed in: the page's own
 * API calls carry it, so they answer for that reader as their browser's would.
 */
export const renderingFor = new AsyncLocalStorage<string | undefined>();

/**
 * A fetch that answers from this server in-process (Fastify's inject): the
 * pages it renders read the API exactly as the reader's browser would, through
 * the same routes, premium rule and cache, without a network hop.
 */
export function injectTransport(fastify: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(String(input), 'http://render.local'), init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const cookie = renderingFor.getStore();
    if (cookie) headers.cookie = cookie;
    const response = await fastify.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(request.body && { payload: Buffer.from(await request.arrayBuffer()) }),
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };
}
