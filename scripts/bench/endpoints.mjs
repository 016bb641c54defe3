// What npm run bench measures: each endpoint's name, which server it asks (the app, the bare
// Fastify route, Varnish, one server or the fleet behind the proxy), and how.

/** How many accounts the write endpoints rotate through, each request the next one's. */
export const WRITERS = 100;

/** Signed-in readers whose pages are read in turn: what the app keeps per reader must stay bounded. */
export const READERS = 2_000;

/** Servers of --fleet. */
export const FLEET_SIZE = 3;

/** --fleet: what a reader asks most, through the proxy to one server and to the fleet. */
export const fleetEndpoints = () => [
  { name: 'bare Fastify route (yardstick)', target: 'bare', path: '/bare' },
  ...[
    ['one', 'one server behind the proxy'],
    ['fleet', `${FLEET_SIZE} servers behind the proxy`],
  ].flatMap(([target, behind]) => [
    { name: `GET /api/blogs?limit=9, ${behind}`, target, path: '/api/blogs?limit=9' },
    {
      name: `GET /api/blogs?limit=9 signed in, ${behind}`,
      target,
      path: '/api/blogs?limit=9',
      signedIn: true,
    },
    { name: `GET /api/blogs/1 signed in, ${behind}`, target, path: '/api/blogs/1', signedIn: true },
  ]),
];

/**
 * `discussion`: the newest free article, whose comments are read and written; `session`: the
 * demo reader's session cookie, as a signed-in browser sends it; `subscriber`: a premium
 * article's page and a subscriber's session cookie for it; `withVarnish`: Varnish stands
 * in front (--varnish); `onPostgres`: pgbench runs before and after the writes (--pg).
 */
export const endpoints = ({ discussion, session, subscriber, withVarnish, onPostgres }) => [
  { name: 'bare Fastify route (yardstick)', target: 'bare', path: '/bare' },
  { name: 'GET /api/health', target: 'app', path: '/api/health' },
  { name: 'GET /api/blogs?limit=9', target: 'app', path: '/api/blogs?limit=9' },
  {
    name: 'GET /api/blogs?limit=9 signed in',
    target: 'app',
    path: '/api/blogs?limit=9',
    signedIn: true,
  },
  { name: 'GET /api/blogs/1', target: 'app', path: '/api/blogs/1' },
  {
    name: "bare route sending GET /api/blogs/1's kept answer",
    target: 'bare',
    path: '/bare/replay/article',
  },
  {
    name: 'GET /api/blogs/1 signed in (uncached)',
    target: 'app',
    path: '/api/blogs/1',
    signedIn: true,
  },
  {
    name: `GET /api/blogs/1, ${WRITERS} readers in turn`,
    target: 'app',
    path: '/api/blogs/1',
    manyUsers: true,
  },
  { name: 'GET /api/categories/stats', target: 'app', path: '/api/categories/stats' },
  { name: 'GET / (rendered home page)', target: 'app', path: '/' },
  { name: "bare route sending GET /'s kept page", target: 'bare', path: '/bare/replay/home' },
  { name: 'GET /blog/1 (rendered article page)', target: 'app', path: '/blog/1' },
  // A query the page does not read keeps its answer out of the app's cache: rendered each time.
  {
    name: 'GET /blog/1 for a visitor, rendered each time (cache off)',
    target: 'app',
    path: '/blog/1?from=bench',
  },
  {
    name: `GET ${subscriber.page} (premium) rendered for a subscriber`,
    target: 'app',
    path: subscriber.page,
    headers: { cookie: subscriber.session },
  },
  {
    name: "bare route sending the subscriber's page",
    target: 'bare',
    path: '/bare/replay/subscriber',
  },
  {
    name: 'GET /blog/1 rendered for a signed-in reader',
    target: 'app',
    path: '/blog/1',
    headers: { cookie: session },
  },
  {
    name: `GET /blog/${discussion} rendered for ${READERS} signed-in readers in turn`,
    target: 'app',
    path: `/blog/${discussion}`,
    manyReaders: true,
  },
  {
    name: 'GET /blogs?category=databases (rendered)',
    target: 'app',
    path: '/blogs?category=databases',
  },
  { name: 'GET /rss.xml', target: 'app', path: '/rss.xml' },
  ...(withVarnish
    ? [
        { name: 'GET / through Varnish (kept there)', target: 'varnish', path: '/' },
        { name: 'GET /blog/1 through Varnish (kept there)', target: 'varnish', path: '/blog/1' },
      ]
    : []),
  {
    name: `GET /api/comments/blog/${discussion} (first page)`,
    target: 'app',
    path: `/api/comments/blog/${discussion}`,
  },
  {
    name: `GET /api/comments/blog/${discussion} signed in (first page)`,
    target: 'app',
    path: `/api/comments/blog/${discussion}`,
    signedIn: true,
  },
  ...pgbenchRun(onPostgres),
  {
    name: `POST /api/blogs/${discussion}/like, ${WRITERS} users in turn`,
    target: 'app',
    path: `/api/blogs/${discussion}/like`,
    method: 'POST',
    manyUsers: true,
  },
  {
    name: `POST /api/comments/blog/${discussion}, ${WRITERS} users in turn`,
    target: 'app',
    path: `/api/comments/blog/${discussion}`,
    method: 'POST',
    body: JSON.stringify({ content: 'Measured under load: a comment like any other.' }),
    manyUsers: true,
  },
  ...pgbenchRun(onPostgres),
];

/** PostgreSQL's own durable writes (--pg): measured when the writes are, around them. */
const pgbenchRun = (onPostgres) =>
  onPostgres ? [{ name: 'pgbench -N -c 10 (PostgreSQL alone)', target: 'pgbench' }] : [];
