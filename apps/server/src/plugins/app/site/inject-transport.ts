import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers from this server in-process (Fastify's inject): the
 * pages it renders read the API exactly as a visitor's browser would, through
 * the same routes, premium rule and anonymous cache, without a network hop.
 */
export function injectTransport(fastify: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(String(input), 'http://render.local'), init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
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
