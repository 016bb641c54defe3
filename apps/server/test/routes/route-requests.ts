import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../src/plugins/app/route-inventory';

/** 'POST /api/blogs/:id/like': how a route is named in tests. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The route's URL with its parameters filled in with plausible values. */
export const concreteUrl = (url: string) =>
  url === '*' ? '/api/blogs' : url.replace(/:\w+/g, '1').replace('*', 'x.png');

/** The keys a zod object schema (possibly wrapped: optional, nullish, default…) declares. */
export function schemaKeys(schema: unknown): string[] {
  for (let current = schema, depth = 0; current && depth < 6; depth++) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    const def = (current as { def?: { innerType?: unknown; in?: unknown; out?: unknown } }).def;
    current = def?.innerType ?? def?.out ?? def?.in;
  }
  return [];
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** UTF-8 percent-encoding that, unlike encodeURIComponent, never throws (lone surrogates). */
const percentEncode = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  '\u007f',
  '\uD800',
  'x\uDFFFy',
  '9999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e308',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'ডাটাবেস 🚀 日本語',
  'x'.repeat(5_000),
  'y'.repeat(300_000),
);

/** Text a careless or hostile client sends: any code units, controls, huge, odd. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hostileStrings,
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 2_147_483_648, 9_999_999_999, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
);

/** Dates and times as ISO writes them, some in years PostgreSQL has no room for. */
const dateAtTheEdges = fc.constantFrom(
  '2026-06-08T19:00:00+06:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '2026-06-08',
  '0000-01-01',
  '2026-06',
  '0000-01',
);

/** A value that makes sense for a field of that name, so some requests get past validation. */
function plausible(field: string): fc.Arbitrary<unknown> {
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    email: fc.constantFrom('fuzz@codegrow.dev', 'FUZZ@codegrow.dev', 'reader@codegrow.dev'),
    password: fc.constantFrom('secret123', 'fuzz-password'),
    name: fc.constantFrom('Fuzz Person', 'Ada'),
    title: fc.constantFrom('A fuzzed article title', 'Map'),
    content: fc.constantFrom('Long enough content for an article.', 'Nice post'),
    category: fc.constantFrom('1', '2', 'databases', 1),
    trxId: fc.stringMatching(/^[A-Z0-9]{6,10}$/),
    amount: fc.constantFrom(30, '30', '99999999', 1e308),
    ...Object.fromEntries(
      ['from', 'to', 'month', 'receivedAt', 'publishAt', 'freeAt', 'reviewedOn'].map((field) => [
        field,
        dateAtTheEdges,
      ]),
    ),
    planType: fc.constant('lifetime'),
    subject: fc.constant('A question for you'),
    message: fc.constant('Hello, this is a message long enough.'),
    token: fc.string({ minLength: 20, maxLength: 60 }),
    idToken: fc.string({ minLength: 20, maxLength: 60 }),
    role: fc.constantFrom('user', 'admin'),
    subscription_status: fc.constantFrom('free', 'active', 'expired'),
    autoApprove: fc.boolean(),
    blog_id: fc.integer({ min: 1, max: 30 }),
    page: fc.integer({ min: 1, max: 3 }),
    limit: fc.integer({ min: 1, max: 50 }),
    data: fc.constant({
      nodes: [{ id: 'c', text: 'Centre', x: 400, y: 300, type: 'center', color: '#3b82f6' }],
      connections: [],
    }),
  };
  return byName[field] ?? fc.string({ maxLength: 30 });
}

const anyValue = (field: string) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible(field) },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

/** Some of the declared fields (wrongly typed or not), maybe with extra ones. */
const fieldsFor = (keys: string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, anyValue(key)])), {
        requiredKeys: [],
      }),
      fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
    )
    .map(([declared, extra]) => ({ ...extra, ...declared }));

const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 3, arbitrary: hostileText.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%C0%AE', '%E2%82', '..%2F..', '%2e%2e') },
);

function queryString(keys: string[]): fc.Arbitrary<string> {
  const declared = keys.map((key) => fc.tuple(fc.constant(key), anyValue(key)));
  const pair = fc
    .oneof(...declared, fc.tuple(hostileText, anyValue('')))
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(asText(value))}`);
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

const BOUNDARY = 'fuzzboundary';
const multipart = (fields: Record<string, unknown>, withFile: boolean) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${asText(value)}\r\n`,
    )
    .join('') +
  (withFile
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n`
    : '') +
  `--${BOUNDARY}--\r\n`;

type Body = Pick<InjectOptions, 'payload' | 'headers'>;

/** The ways a body goes wrong: shape, type, syntax, content type, or none at all. */
function bodyFor(keys: string[]): fc.Arbitrary<Body> {
  const json = (payload: string): Body => ({
    payload,
    headers: { 'content-type': 'application/json' },
  });
  return fc.oneof(
    { weight: 6, arbitrary: fieldsFor(keys).map((fields) => json(JSON.stringify(fields))) },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 2 })
        .map((value) => json(JSON.stringify(value) ?? 'null')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"a":', '', '[[[[', '{"x":1}garbage', 'nul').map(json),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fieldsFor(keys), fc.boolean()).map(([fields, withFile]) => ({
        payload: multipart(fields, withFile),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          hostileText,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
          ),
        )
        .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Caller = 'visitor' | 'reader' | 'admin' | 'forged';

export interface FuzzRequest {
  caller: Caller;
  options: InjectOptions;
}

/** Requests aimed at one route: its own method mostly, wrong ones sometimes, from anyone. */
export function requestsFor(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const paramNames = route.url.match(/:\w+|\*/g) ?? [];
  const queryKeys = schemaKeys(route.schema?.querystring);
  const bodyKeys = schemaKeys(route.schema?.body);
  const hasBody = route.method !== 'GET';
  return fc
    .record({
      caller: fc.constantFrom<Caller>('visitor', 'reader', 'admin', 'forged'),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      params: fc.array(pathValue, { minLength: paramNames.length, maxLength: paramNames.length }),
      query: queryString(queryKeys),
      body: hasBody || bodyKeys.length ? bodyFor(bodyKeys) : fc.constant<Body>({}),
      address: fc.ipV4(),
    })
    .map(({ caller, method, params, query, body, address }) => {
      let index = 0;
      // The preflight route is '*' alone: any path at all.
      const pattern = route.url === '*' ? '/*' : route.url;
      const path = pattern.replace(/:\w+|\*/g, () => params[index++] ?? '1');
      return {
        caller,
        options: {
          method: method as 'GET',
          url: `${path}${query}`,
          remoteAddress: address,
          ...body,
        },
      };
    });
}
