import { createHash } from 'node:crypto';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Lru } from 'toad-cache';
import { type Encoding, encode, MIN_ENCODED_BYTES, preferredEncoding } from './cached-encodings';
import type { FrontDoor } from './front-door';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's anonymous 200 answers are the same for everyone (see public-cache.ts). */
    publicCache?: boolean;
    /**
     * For answers that differ by a request header (a page rendered for the
     * render-hint cookies): which version this request gets, part of the cache key. Reads
     * the headers alone: the front door works it out before any routing.
     */
    publicCacheVariant?: (request: { headers: IncomingHttpHeaders }) => string;
    /**
     * The article whose discussion this answer shows: a comment on it forgets this answer and
     * the others of that discussion, not every kept answer.
     */
    publicCacheDiscussion?: (request: FastifyRequest) => number;
  }
  interface FastifyInstance {
    publicCache: {
      clear(): void;
      /**
       * An answer that is the same for every viewer of one kind (a signed-in reader's list,
       * which depends on the reader only through whether premium articles open for them),
       * kept under `key` like the anonymous answers and forgotten with them.
       */
      remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
      /**
       * Sends the answer `compute` gives, an answer to a signed-in reader that every request
       * with the same `key` gets alike (the key names all it depends on, the reader's own
       * state among it): computed and serialized on the first request, then sent compressed
       * from memory without computing it again. Never shared with anonymous requests, and
       * still `private, no-store` for the browser. On a route that shows a discussion
       * (`publicCacheDiscussion`) the next comment on it leaves the kept answer behind, as it
       * does a visitor's. The handler returns the reply it gives.
       */
      sendRepeated(key: string, reply: FastifyReply, compute: () => unknown): FastifyReply;
    };
  }
}

/** Serialized bytes kept to be sent again. */
interface KeptBody {
  /** Kept as bytes: a hit is written out without encoding the text again. */
  body: Buffer;
  /**
   * The body compressed, made on the first hit that asks for each encoding: its bytes once
   * made, so that later hits are sent at once.
   */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

interface CachedResponse extends KeptBody {
  etag: string;
  /**
   * Every header a hit carries, those of the answer it was kept from (security headers
   * included), worked out once when it was kept.
   */
  headers: OutgoingHttpHeaders;
}

/**
 * What a URL's kept answers are keyed by besides the URL, as its route said when one was
 * kept: the front door, before any routing, keys a request as the route would.
 */
interface KeyParts {
  variant?: (request: { headers: IncomingHttpHeaders }) => string;
  /** The article whose discussion the answer shows. */
  discussion?: number;
}

/**
 * Answers kept for signed-in readers: an article read by many, once per kind of reader and
 * state of their like and save, bounded so that long articles cannot fill the memory.
 */
const MAX_REPEATED_ANSWERS = 256;
const READER_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  vary: 'Accept-Encoding',
};

const clearsAtStart = Symbol('public cache clears when the request came');
const keyAtStart = Symbol('public cache key when the request came');
declare module 'fastify' {
  interface FastifyRequest {
    [clearsAtStart]?: number;
    /** Worked out once: an answer read before its discussion changed is kept where no one asks. */
    [keyAtStart]?: string;
  }
}

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');
const isPublicRoute = (request: FastifyRequest) => request.routeOptions.config.publicCache === true;

/**
 * An anonymous read of a public route: a GET is kept, a HEAD is answered from what a GET
 * kept (Node leaves the body out) and keeps nothing itself.
 */
const isPublic = (request: FastifyRequest, method: 'GET' | 'HEAD' = 'GET') =>
  isPublicRoute(request) &&
  request.method === method &&
  request.headers.authorization === undefined;

/** Weak: the same answer gzipped or not is one version of the resource. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** RFC 9110 weak comparison against any tag in If-None-Match. */
function clientHas(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function withVary(current: string, name: string): string {
  const names = current.split(',').map((item) => item.trim().toLowerCase());
  if (names.includes(name.toLowerCase()) || names.includes('*')) return current;
  return current ? `${current}, ${name}` : name;
}

function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const vary = withVary(current, name);
  if (vary !== current) void reply.header('vary', vary);
}

/** Set per answer as it goes out (its length and coding), never kept with it. */
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'set-cookie', 'x-cache']);

/** The headers a kept answer goes out with again: those of the answer it was kept from. */
function keptHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([name]) => !PER_ANSWER_HEADERS.has(name)),
  );
}

/** A kept answer on its way out; an error on the way is an answer of its own. */
const isHit = (reply: FastifyReply) =>
  reply.statusCode < 400 && reply.getHeader('x-cache') === 'HIT';

/** `kept`'s body in `encoding`, compressed once: kept for the next hit, or not if it failed. */
function compressOnce(kept: KeptBody, encoding: Encoding): Promise<Buffer> {
  return encode(kept.body, encoding).then(
    (body) => (kept.encoded[encoding] = body),
    (error: unknown) => {
      kept.encoded[encoding] = undefined;
      throw error;
    },
  );
}

/**
 * `kept`'s body for a client that accepts `acceptEncoding`: its bytes in the coding chosen
 * (none for small bodies), or the compression being made for the first hit that asks.
 */
function keptBytes(kept: KeptBody, acceptEncoding: string | undefined) {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || kept.body.length < MIN_ENCODED_BYTES) return { encoding: null, body: kept.body };
  return { encoding, body: (kept.encoded[encoding] ??= compressOnce(kept, encoding)) };
}

/**
 * A kept answer, compressed as the client accepts. Once its compression is made, it is sent
 * in the same turn, without a promise on the way: most reads are these.
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): void {
  const { encoding, body } = keptBytes(kept, request.headers['accept-encoding']);
  const send = (bytes: Buffer) => {
    if (encoding) void reply.header('content-encoding', encoding);
    reply.send(bytes);
  };
  if (Buffer.isBuffer(body)) return send(body);
  body.then(send, (error: unknown) => reply.send(error));
}

/**
 * Anonymous reads (article lists, details, categories, feeds, the sitemap) do
 * not depend on who asks. Their serialized answers are kept in memory for `ttlMs` per URL (writes
 * to content call `contentChanged()`, which reaches every server), and browsers and CDNs may keep them as
 * long, revalidating with the ETag. Every other API answer, and any answer to a
 * request carrying a token, is `no-store`: it may hold a premium body.
 */
export default fp(
  async function publicCache(
    fastify: FastifyInstance,
    opts: { ttlMs: number; maxEntries: number; frontDoor?: FrontDoor },
  ) {
    const cache = new Lru<CachedResponse>(opts.maxEntries, opts.ttlMs);
    /** Of each URL with answers kept per variant or discussion, those parts (for the door). */
    const keyPartsOfUrl = new Lru<KeyParts>(opts.maxEntries, opts.ttlMs);
    const repeated = new Lru<KeptBody>(MAX_REPEATED_ANSWERS, opts.ttlMs);
    const remembered = new Lru<Promise<unknown>>(opts.maxEntries, opts.ttlMs);
    // Counts clears: an answer worked out before one is sent but not kept.
    let clears = 0;
    /**
     * How many times each article's discussion changed (since the last clear): part of the key
     * of its kept pages, so a comment leaves the pages kept before it behind. One number per
     * article with comments, whatever the traffic.
     */
    const discussions = new Map<number, number>();
    const clear = () => {
      clears += 1;
      cache.clear();
      keyPartsOfUrl.clear();
      remembered.clear();
      repeated.clear();
      discussions.clear();
    };
    fastify.changes.onChange((change) => {
      if (change.kind === 'discussion') {
        discussions.set(change.blogId, (discussions.get(change.blogId) ?? 0) + 1);
      } else if (change.kind !== 'account') {
        clear();
      }
    });
    // Parts are joined by spaces, which no request's URL holds: a URL never reads as a key
    // with parts.
    /** `key`, with the count of changes of the discussion `blogId`, if the answer shows one. */
    const versioned = (key: string, blogId: number | undefined) =>
      blogId === undefined ? key : `${key} @${discussions.get(blogId) ?? 0}`;
    const keyOf = (url: string, request: { headers: IncomingHttpHeaders }, parts: KeyParts) =>
      versioned(parts.variant ? `${url} ${parts.variant(request)}` : url, parts.discussion);
    const keyPartsOf = (request: FastifyRequest): KeyParts => {
      const { publicCacheVariant, publicCacheDiscussion } = request.routeOptions.config;
      return { variant: publicCacheVariant, discussion: publicCacheDiscussion?.(request) };
    };
    const withDiscussion = (request: FastifyRequest, key: string) =>
      versioned(key, request.routeOptions.config.publicCacheDiscussion?.(request));
    const cacheKey = (request: FastifyRequest) => keyOf(request.url, request, keyPartsOf(request));
    fastify.decorate('publicCache', {
      clear,
      remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
        if (opts.ttlMs === 0) return compute();
        const kept = remembered.get(key) as Promise<T> | undefined;
        if (kept) return kept;
        const answer = compute();
        remembered.set(key, answer);
        // A failure is not kept: the next request tries again (unless a newer one is kept).
        answer.catch(() => {
          if (remembered.get(key) === answer) remembered.delete(key);
        });
        return answer;
      },
      sendRepeated(key, reply, compute) {
        const fullKey = withDiscussion(reply.request, key);
        const kept = repeated.get(fullKey);
        if (kept) sendKept(reply.request, reply.headers(READER_HEADERS), kept);
        else sendComputed(fullKey, reply, compute).catch((error: unknown) => reply.send(error));
        return reply;
      },
    });
    /** A repeated answer's first time: serialized by the route's compiled serializer, kept. */
    async function sendComputed(key: string, reply: FastifyReply, compute: () => unknown) {
      const body = String(reply.serialize(await compute()));
      if (reply.request[clearsAtStart] === clears) {
        repeated.set(key, { body: Buffer.from(body), encoded: {} });
      }
      return reply.type(READER_HEADERS['content-type']).send(body);
    }

    const maxAge = Math.floor(opts.ttlMs / 1000);
    // As long again stale while a fresh copy is fetched: the bound a CDN adds to the server's.
    const publicControl =
      maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge}` : 'no-cache';
    const pageControl = maxAge > 0 ? `public, max-age=0, s-maxage=${maxAge}` : 'public, no-cache';

    /** Misses being answered now, by key: the same misses meanwhile wait for that answer. */
    const answering = new Map<string, Promise<void>>();

    /**
     * After a miss, the answer for `key` kept by the request already answering it: a page
     * or feed that expires under load is worked out once, not by every request that asks for
     * it at that moment. A miss with none before it is answered by its own request, and the
     * next ones wait until that answer has gone out (kept, if it could be).
     */
    async function keptAfterMiss(key: string, reply: FastifyReply) {
      const pending = answering.get(key);
      if (pending) {
        await pending;
        return cache.get(key);
      }
      const answered = new Promise<void>((resolve) => {
        const done = () => {
          if (answering.get(key) === answered) answering.delete(key);
          resolve();
        };
        reply.raw.once('finish', done).once('close', done);
      });
      answering.set(key, answered);
      return undefined;
    }

    function sendHit(request: FastifyRequest, reply: FastifyReply, hit: CachedResponse): void {
      // The headers of the answer it was kept from; onSend leaves a hit as it is.
      void reply.headers(hit.headers);
      if (clientHas(request.headers, hit.etag)) return void reply.code(304).send();
      sendKept(request, reply, hit);
    }

    /**
     * A kept answer sent at the front door, before routing and hooks: an anonymous GET whose
     * answer is kept with all its headers, once its compression is made, or a HEAD of it
     * (Node sends the headers only). The rest (a first compression, a token) goes through
     * Fastify to the hook below.
     */
    function answerEarly(request: IncomingMessage, response: ServerResponse): boolean {
      const { method } = request;
      if (method !== 'GET' && method !== 'HEAD') return false;
      if (request.headers.authorization !== undefined) return false;
      const hit = keptAtTheDoor(request);
      if (!hit) return false;
      if (clientHas(request.headers, hit.etag)) {
        response.writeHead(304, hit.headers).end();
      } else {
        const { encoding, body } = keptBytes(hit, request.headers['accept-encoding']);
        if (!Buffer.isBuffer(body)) return false;
        if (encoding) response.setHeader('content-encoding', encoding);
        // Set before writeHead, or the body would go out chunked.
        response.setHeader('content-length', body.length);
        response.writeHead(200, hit.headers).end(body);
      }
      if (logsRequests) fastify.log.info({ url: request.url }, 'kept answer sent');
      return true;
    }

    /** The answer kept for `request`, keyed as its route keyed it. */
    function keptAtTheDoor(request: IncomingMessage): CachedResponse | undefined {
      const url = request.url ?? '';
      return cache.get(keyOf(url, request, keyPartsOfUrl.get(url) ?? {}));
    }

    // As Fastify logs each request it answers, at this level.
    const logsRequests = ['info', 'debug', 'trace'].includes(fastify.log.level);
    if (opts.frontDoor && opts.ttlMs > 0) {
      const door = opts.frontDoor;
      door.open(answerEarly);
      // While the server closes, Fastify answers every request (503, `connection: close`).
      fastify.addHook('preClose', (done) => {
        door.close();
        done();
      });
    }

    // A hook that answers does not call `done`; a hit is answered in the turn it came in.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (opts.ttlMs === 0) return done();
      // Any answer worked out from what was kept before a clear is sent, but not kept.
      request[clearsAtStart] = clears;
      if (isPublic(request, 'HEAD')) {
        const hit = cache.get(cacheKey(request));
        return hit ? sendHit(request, reply, hit) : done();
      }
      if (!isPublic(request)) return done();
      const key = (request[keyAtStart] = cacheKey(request));
      const hit = cache.get(key);
      if (hit) return sendHit(request, reply, hit);
      keptAfterMiss(key, reply).then(
        (kept) => (kept ? sendHit(request, reply, kept) : done()),
        (error: unknown) => done(error as Error),
      );
    });

    /** An answer's caching headers, and the answer kept when every anonymous reader gets it. */
    function markAndKeep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (isHit(reply)) return payload;
      // Static files set their own caching; pages of the site opt in like API routes.
      if (!isApi(request) && !isPublicRoute(request)) return payload;
      addVary(reply, 'Authorization');
      const cacheable = isPublic(request) && (reply.statusCode === 200 || reply.statusCode === 304);
      if (!cacheable) {
        void reply.header(
          'cache-control',
          request.headers.authorization === undefined ? 'no-store' : 'private, no-store',
        );
        return payload;
      }
      if (request.routeOptions.config.publicCacheVariant) {
        // A version per cookie: browsers keep it, but ask (ETag) before each use; a cache in
        // front keeps the visitor's version as long as the others (deploy/varnish).
        addVary(reply, 'Cookie');
        void reply.header('cache-control', pageControl);
      } else {
        void reply.header('cache-control', publicControl);
      }
      if (typeof payload !== 'string') return payload;

      const etag = etagOf(payload);
      void reply.header('etag', etag);
      if (opts.ttlMs > 0) {
        const contentType = String(
          reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
        );
        const headers = {
          ...keptHeaders(reply),
          'content-type': contentType,
          vary: withVary(String(reply.getHeader('vary') ?? ''), 'Accept-Encoding'),
          'x-cache': 'HIT',
        };
        // Read before a content change was announced: sent, but not kept past it.
        if (request[clearsAtStart] === clears) {
          cache.set(request[keyAtStart] ?? cacheKey(request), {
            body: Buffer.from(payload),
            etag,
            headers,
            encoded: {},
          });
          const parts = keyPartsOf(request);
          if (parts.variant || parts.discussion !== undefined) {
            keyPartsOfUrl.set(request.url, parts);
          }
        }
        void reply.header('x-cache', 'MISS');
      }
      if (!clientHas(request.headers, etag)) return payload;
      void reply.code(304);
      return '';
    }
    fastify.addHook('onSend', (request, reply, payload, done) => {
      done(null, markAndKeep(request, reply, payload));
    });
  },
  { name: 'public-cache', dependencies: ['change-feed'] },
);
