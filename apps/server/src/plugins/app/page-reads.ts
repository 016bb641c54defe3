import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import type { z } from 'zod';
import type { UserRow } from '../../lib/auth/users-repository';
import { readKeys } from '../../lib/http-cache/answer-reads';
import { SURROGATE_KEYS } from '../../lib/http-cache/surrogate-keys';
import type { PublicCacheRoute } from './http-cache';

/**
 * What a route that pages read in-process is called with: its validated parameters and query,
 * and the reader the page is for. Such a route's handler takes nothing else, so the page's
 * render can call it as it is, without the HTTP layer, JSON text and back.
 */
export interface PageRead<Params = unknown, Query = unknown> {
  params: Params;
  query: Query;
  user: UserRow | null;
}

/** A route's answer read in-process, as its response schema shapes it. */
export interface ReadAnswer {
  data: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Pages call this GET route's handler directly with a `PageRead` (its only argument), its
     * parameters, query and answer checked by the route's own schemas: it must read nothing
     * else of the request. Only for public routes anyone may call: no hook of the route runs.
     */
    readInPages?: true;
  }
  interface FastifyInstance {
    /**
     * The answer of GET `address` for `user`, read in-process where its route is read in pages;
     * null where it is not, or the call is one the route would refuse: the caller asks the API.
     */
    readInPage(address: string, user: UserRow | null): Promise<ReadAnswer | null>;
  }
}

interface Read {
  handler: (request: PageRead) => unknown;
  /** The route never looks its caller up: every reader's answer is a visitor's. */
  alike: boolean;
  publicCache: PublicCacheRoute;
  params: z.ZodType | undefined;
  query: z.ZodType | undefined;
  answer: z.ZodType;
}

type Router = FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;

/** The route's query as Fastify parses it; null where a name repeats (an array, left to the API). */
function queryOf(search: URLSearchParams): Record<string, string> | null {
  const query: Record<string, string> = {};
  for (const [name, value] of search) {
    if (name in query) return null;
    query[name] = value;
  }
  return query;
}

/** The routes marked `readInPages`, matched as Fastify's own router matches them. */
function collectReads(fastify: FastifyInstance, router: Router) {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    // A GET's HEAD twin answers alike; the GET stands for it.
    if (route.config?.readInPages !== true || route.method === 'HEAD') return;
    const schema = route.schema as Record<string, unknown> | undefined;
    const answer = (schema?.response as Record<number, z.ZodType> | undefined)?.[200];
    const { access, publicCache } = route.config;
    if (
      route.method !== 'GET' ||
      !answer ||
      !publicCache ||
      !['public', 'viewer'].includes(access ?? '')
    )
      throw new Error(
        `${route.url}: only a public GET anyone may call, with an answer schema, is read in pages`,
      );
    const read: Read = {
      handler: route.handler as unknown as Read['handler'],
      alike: access === 'public',
      publicCache,
      params: schema?.params as z.ZodType | undefined,
      query: schema?.querystring as z.ZodType | undefined,
      answer,
    };
    router.on('GET', route.url, () => undefined, read);
  });
}

export default fp(
  async function pageReads(fastify: FastifyInstance) {
    const router: Router = FindMyWay({ ignoreTrailingSlash: true });
    collectReads(fastify, router);

    fastify.decorate('readInPage', async (address: string, user: UserRow | null) => {
      const url = new URL(address, 'http://page.local');
      const found = router.find('GET', url.pathname);
      const read = found?.store as Read | undefined;
      const query = queryOf(url.searchParams);
      if (!found || !read || !query) return null;
      const params = read.params?.safeParse(found.params) ?? { success: true, data: found.params };
      const checked = read.query?.safeParse(query) ?? { success: true, data: query };
      // Input the route refuses is answered by the API itself, in its own words.
      if (!params.success || !checked.success) return null;
      let data: unknown;
      try {
        data = await read.handler({ params: params.data, query: checked.data, user });
      } catch {
        // So is a refusal (not found, say): the page reads it as the API writes it.
        return null;
      }
      // As the HTTP cache notes an answer a page is made of: a visitor's is purged by its
      // route's collections and what it read (noted as it read), any other by every change.
      if (read.alike || user === null) readKeys(...(read.publicCache.keys ?? []));
      else readKeys(SURROGATE_KEYS.everyChange);
      return { data: read.answer.parse(data) };
    });
  },
  { name: 'page-reads' },
);
