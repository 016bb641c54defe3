import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type CacheLifetimes,
  clientHas,
  etagOf,
  hasSession,
  publicCacheControl,
  readsWholeQuery,
  schemaQueryKeys,
} from '../../lib/http-cache/cache-rules';
import { encode, MIN_ENCODED_BYTES, preferredEncoding } from '../../lib/http-cache/encoded-bodies';
import { createKeptAnswers, type KeptAnswer } from '../../lib/http-cache/kept-answers';
import { answering, answerReads, readKeys } from '../../lib/http-cache/answer-reads';
import {
  discussionKey,
  SURROGATE_KEYS,
  surrogateKeyHeader,
} from '../../lib/http-cache/surrogate-keys';

/** How a route whose anonymous answers are the same for every visitor says so. */
export interface PublicCacheRoute {
  /**
   * The collections every answer of the route is one of (`lists`, `paths`, `feeds`): a record
   * added to one is in no key yet. What it shows besides is named as it is read.
   */
  keys?: readonly string[];
  /** The query keys the route reads, for a route without a querystring schema (pages). */
  query?: readonly string[];
}

const generationAtStart = Symbol('changes heard when the request came');
const answersFirst = Symbol('the URL this request works out first, others waiting for it');
const keptUrlAtStart = Symbol('the URL its answer is kept under, read before validation');
declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's anonymous GET answers are public and kept (plugins/app/http-cache.ts). */
    publicCache?: PublicCacheRoute;
  }
  interface FastifyRequest {
    [generationAtStart]?: number;
    /** Worked out from the query as it came: validation drops the keys a route does not read. */
    [keptUrlAtStart]?: string;
    [answersFirst]?: string;
  }
  interface FastifyInstance {
    publicCache: {
      /** Forgets every kept answer. */
      clear(): void;
      /** What is kept now: how many answers, and their bodies' and URLs' bytes. */
      stats(): { entries: number; bytes: number };
    };
  }
}

export interface HttpCacheOptions {
  /** How long this server keeps an answer; 0 keeps none. */
  ttlMs: number;
  /** The most bytes of bodies and URLs kept at once. */
  maxBytes: number;
  /** What the answers tell browsers and shared caches. */
  lifetimes: CacheLifetimes;
}

const SURROGATE_KEY = 'surrogate-key';
const JSON_TYPE = 'application/json; charset=utf-8';

/** An image other than SVG: its format compresses it; zlib would only spend time on it. */
const compressedAlready = (contentType: string) => /^image\/(?!svg)/.test(contentType);

const noStore = (request: FastifyRequest) =>
  hasSession(request.headers) ? 'private, no-store' : 'no-store';

/**
 * An API answer, or an answer no route gave (a 404), by the route Fastify matched: however the
 * path was spelled (`/%61pi/…`), an answer from an API route is recognised.
 */
function fromApiOrNoRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined || route.startsWith('/api/');
}

/**
 * Whether this request gets the answer every visitor gets: it comes without a session, or its
 * route never looks the caller up (`access: 'public'`), so a session changes nothing in it.
 */
const answeredAlike = (request: FastifyRequest) =>
  request.routeOptions.config.access === 'public' || !hasSession(request.headers);

/** The URL an anonymous GET or HEAD of a public route is kept under, if its query is all read. */
function keptUrl(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.config.publicCache;
  if (!route || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  if (!answeredAlike(request)) return undefined;
  const known = route.query ?? schemaQueryKeys(request.routeOptions.schema?.querystring);
  return readsWholeQuery(request.query, known) ? request.url : undefined;
}

/**
 * The surrogate keys of a public answer: its route's collections and what it read, noted for
 * the answer it is part of too (a page); `every-change` when it read nothing it could name.
 */
function keysOf(route: PublicCacheRoute): string {
  readKeys(...(route.keys ?? []));
  const read = answerReads();
  return surrogateKeyHeader(read.length > 0 ? read : [SURROGATE_KEYS.everyChange]);
}

/**
 * Public answers (anonymous reads of routes with `config.publicCache`) say how long browsers and
 * shared caches may keep them, carry an ETag and the surrogate keys they are purged by, and are
 * kept here per URL, bounded by bytes, until a change clears them. A hit is sent from an
 * onRequest hook registered after load shedding: every request goes through Fastify's
 * lifecycle. Any other API answer is `no-store`; an API or public route's answer to a request
 * with a session is `private, no-store`. See docs/decisions/0005.
 */
export default fp(
  async function httpCache(fastify: FastifyInstance, opts: HttpCacheOptions) {
    const kept = createKeptAnswers(opts);
    const keeps = opts.ttlMs > 0 && opts.maxBytes > 0;
    const cacheControl = publicCacheControl(opts.lifetimes);
    // Counts changes: an answer worked out before one is sent, but not kept.
    let generation = 0;
    const clear = () => {
      generation += 1;
      kept.clear();
    };
    fastify.changes.onChange((change) => {
      if (change.kind === 'account') return;
      if (change.kind !== 'discussion') return clear();
      generation += 1;
      kept.dropNaming(discussionKey(change.blogId));
      kept.dropNaming(SURROGATE_KEYS.everyChange);
    });
    fastify.decorate('publicCache', { clear, stats: kept.stats });

    const publicHeaders = (request: FastifyRequest, etag: string | undefined, keys: string) => ({
      // A signed-in reader's browser asks again each time (a 304 while nothing changed): what
      // they change themselves, an admin's new category, shows on their next read.
      'cache-control': hasSession(request.headers) ? 'private, no-cache' : cacheControl,
      // Cookie: a browser keeps its visitor's copy apart from what it asks once signed in. A
      // cache in front drops the cookies of requests without a session, so it keeps one copy.
      // Accept-Language: a plain page address sends a reader who prefers Bangla to its /bn page
      // (plugins/app/page-language.ts); a cache in front decides that before it looks.
      // In lower case, as @fastify/compress looks for it before adding its own.
      vary: 'accept-encoding, accept-language, authorization, cookie',
      ...(etag && { etag }),
      [SURROGATE_KEY]: keys,
      'cache-tag': keys.split(' ').join(','),
    });

    /**
     * Misses being worked out, by URL. Requests for one of them wait for its answer and are
     * sent the kept copy, as Varnish collapses requests for one object: a burst of first
     * visits to a large feed or page works it out once, not once per visitor, all at once.
     */
    const workingOut = new Map<string, { answered: Promise<void>; release: () => void }>();
    function release(request: FastifyRequest) {
      const url = request[answersFirst];
      if (url === undefined) return;
      request[answersFirst] = undefined;
      workingOut.get(url)?.release();
      workingOut.delete(url);
    }

    function sendKept(request: FastifyRequest, reply: FastifyReply, url: string, hit: KeptAnswer) {
      readKeys(...hit.keys.split(' '));
      void reply.headers(publicHeaders(request, hit.etag, hit.keys)).header('x-cache', 'HIT');
      if (clientHas(request.headers, hit.etag)) return void reply.code(304).send();
      sendHit(request, reply, url, hit);
    }

    // A hook that answers does not call `done`. The rest of the request is an answer of its own,
    // noting what it reads.
    fastify.addHook('onRequest', (request, reply, done) =>
      answering(() => lookUp(request, reply, done)),
    );
    function lookUp(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      request[generationAtStart] = generation;
      const url = keeps ? keptUrl(request) : undefined;
      request[keptUrlAtStart] = url;
      if (url === undefined) return done();
      const hit = kept.get(url);
      if (hit) return sendKept(request, reply, url, hit);
      const first = workingOut.get(url);
      if (!first) {
        let release = () => {};
        const answered = new Promise<void>((resolve) => (release = resolve));
        workingOut.set(url, { answered, release });
        request[answersFirst] = url;
        return done();
      }
      // An answer that was not kept (an error, a change meanwhile) is worked out anew.
      void first.answered.then(() => {
        const answer = kept.get(url);
        if (answer) sendKept(request, reply, url, answer);
        else done();
      });
    }
    // Whatever became of the first request, the others stop waiting.
    fastify.addHook('onResponse', (request, _reply, done) => {
      release(request);
      done();
    });
    fastify.addHook('onRequestAbort', (request, done) => {
      release(request);
      done();
    });

    /**
     * A kept answer in the coding the client takes, compressed once in the thread pool and kept
     * with it: hits of a page or list would otherwise compress the same bytes again each time
     * (a rendered page, 100 kB, streamed through zlib per request, ran at a tenth of the rate),
     * and a burst of first hits on a large feed would compress it once each, all at once. Hits
     * that come while the copy is made wait for it.
     */
    function sendHit(request: FastifyRequest, reply: FastifyReply, url: string, hit: KeptAnswer) {
      void reply.type(hit.contentType);
      const encoding =
        hit.body.length >= MIN_ENCODED_BYTES && !compressedAlready(hit.contentType)
          ? preferredEncoding(request.headers['accept-encoding'])
          : null;
      if (!encoding) return void reply.send(hit.body);
      const send = (bytes: Buffer | null) =>
        bytes ? reply.header('content-encoding', encoding).send(bytes) : reply.send(hit.body);
      const copy = (hit.encoded[encoding] ??= encode(hit.body, encoding).then(
        (bytes) => {
          hit.encoded[encoding] = bytes;
          kept.grow(url, hit, bytes.length);
          return bytes;
        },
        (error: unknown) => {
          hit.encoded[encoding] = undefined;
          fastify.log.warn({ err: error }, 'a kept answer could not be compressed');
          return null;
        },
      ));
      if (Buffer.isBuffer(copy)) return void send(copy);
      void copy.then(send);
    }

    /** An answer's caching headers, and the answer kept when every visitor gets it. */
    function markAndKeep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.getHeader('x-cache') === 'HIT') return payload;
      const route = request.routeOptions.config.publicCache;
      const isPublic = route && answeredAlike(request) && reply.statusCode === 200;
      // A page made of this answer cannot tell what it shows.
      if (!isPublic) readKeys(SURROGATE_KEYS.everyChange);
      if (!route) {
        // Static files set their own caching.
        if (fromApiOrNoRoute(request)) void reply.header('cache-control', noStore(request));
        return payload;
      }
      if (!isPublic) {
        void reply.header('cache-control', noStore(request));
        return payload;
      }
      const keys = keysOf(route);
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (!Buffer.isBuffer(body)) {
        void reply.headers(publicHeaders(request, undefined, keys));
        return payload;
      }
      const etag = etagOf(body);
      void reply.headers(publicHeaders(request, etag, keys));
      if (keeps && request.method === 'GET') {
        const url = request[keptUrlAtStart];
        if (url !== undefined && request[generationAtStart] === generation) {
          const contentType = String(reply.getHeader('content-type') ?? JSON_TYPE);
          kept.set(url, { body, encoded: {}, contentType, etag, keys });
        }
        void reply.header('x-cache', 'MISS');
      }
      release(request);
      if (!clientHas(request.headers, etag)) return payload;
      void reply.code(304);
      return '';
    }
    fastify.addHook('onSend', (request, reply, payload, done) => {
      done(null, markAndKeep(request, reply, payload));
    });
  },
  { name: 'http-cache', dependencies: ['change-feed'] },
);
