// npm run bench: starts the built server on loopback with demo data and measures
// each endpoint with autocannon for a bounded time. BENCH_SECONDS (default 10) per endpoint.
// Requests accept compressed answers, as every browser's do. On PGlite by default; with
// --pg on PostgreSQL (DATABASE_URL, else the local server's `test` database), in a database
// made for the run and dropped after it. --large adds an archive of 5,000 generated articles
// and 52,000 comments (2,000 of them on the article whose discussion is read). --fleet (on
// PostgreSQL) starts three servers on one database and reads through a round-robin proxy,
// beside one server behind the same proxy. --only=like,comment measures the bare route and the
// endpoints whose names contain one of those words. On PostgreSQL, wherever likes and comments
// are measured, PostgreSQL's own pgbench (-N -c 10, durable) runs before and after them, and
// the writes are read as shares of it. The page read by 2,000 signed-in readers in turn
// registers them first (a minute or two of password hashing). The bare Fastify route runs before and
// after every endpoint, and each endpoint's '% of bare' is against those two runs.
// Each row's RSS is the server's highest resident memory under that endpoint's load, as the
// kernel counts it (VmHWM, started again before each endpoint), short spikes included.
// --cpu-prof=DIR has the app server write a V8 CPU profile of the whole run into DIR when it
// stops (open it in Chrome's DevTools, Performance tab); pair it with --only. --varnish also
// puts Varnish (Debian's package, deploy/varnish/default.vcl) in front of the server and reads
// the cached pages through it, beside the server's own rate for the same pages; and again with
// wrk (Debian's package, in C), since Varnish answers as fast as autocannon can ask, with the
// CPU time the server and Varnish each spent a request.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { startDemoServer, startProcess } from './lib/demo-server.mjs';
import { spawnSync } from 'node:child_process';
import {
  ensureBuilt,
  ensureDependencies,
  ensureVarnish,
  ensureWrk,
  log,
  WRK,
} from './lib/prepare.mjs';
import { startRoundRobinProxy } from './lib/round-robin-proxy.mjs';
import { createThrowawayDatabase } from './lib/throwaway-database.mjs';
import { freePort } from './lib/ports.mjs';
import { startVarnish } from './lib/varnish.mjs';
import { endpoints, FLEET_SIZE, fleetEndpoints, READERS, WRITERS } from './bench/endpoints.mjs';
import { inTurn, registerAccounts } from './bench/accounts.mjs';
import { startPgbench } from './bench/pgbench.mjs';
import { captureAnswers } from './bench/kept-answers.mjs';
import { signUpSubscriber } from './bench/subscriber.mjs';
import { cpuSeconds, resetPeakMemory, residentMb, withChildren } from './bench/process-usage.mjs';

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Load before each endpoint's measured seconds, not counted. */
const WARMUP_SECONDS = 3;

/** The bare route's runs between endpoints: shorter, it needs no warming beyond a second. */
const BARE_SECONDS = Math.min(seconds, 5);
const BARE_WARMUP_SECONDS = 1;

/** The generated archive of --large. */
const LARGE_ARCHIVE = 5_000;

/** The bare route's copies of the app's kept answers: its path for each, and the app's. */
const REPLAYED = { '/bare/replay/article': '/api/blogs/1', '/bare/replay/home': '/' };

await ensureDependencies();
await ensureBuilt();
const { default: autocannon } = await import('autocannon');
// autocannon appends every response body to a string, only to compare it with an expected
// body, which the bench never asks for; on compressed bodies of a few kB that decoding cost
// its one core more than the server spent answering, so the load generator set the pace.
// The bodies' bytes are still counted.
createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue').prototype.addBody =
  () => {};

const fleet = process.argv.includes('--fleet');
const withVarnish = process.argv.includes('--varnish');
if (withVarnish) {
  ensureVarnish();
  ensureWrk();
}
const onPostgres = fleet || process.argv.includes('--pg');
const large = process.argv.includes('--large');
/** The value of `--name=value`, if given. */
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const only = option('only')?.split(',');
const profileDir = option('cpu-prof');
/** The yardstick always, the rest as --only asks. */
const measured = (endpoint) =>
  endpoint.target === 'bare' || !only || only.some((word) => endpoint.name.includes(word));
const database = onPostgres
  ? await createThrowawayDatabase(
      process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    )
  : null;
const readerPassword = randomBytes(12).toString('hex');
const adminPassword = randomBytes(12).toString('hex');
const serverEnv = {
  ...(database && { DATABASE_URL: database.url }),
  DEMO_USER_PASSWORD: readerPassword,
  DEMO_ADMIN_PASSWORD: adminPassword,
  REGISTER_LIMIT_PER_HOUR: String(WRITERS + READERS + 10),
  // The writers post far more than people do; the limit's own cost is measured all the same.
  COMMENT_LIMIT_PER_MINUTE: '1000000',
  ...(large && { SEED_SAMPLE_ARCHIVE: String(LARGE_ARCHIVE) }),
};
// Started together, as a fleet would be: one of them seeds, the others wait for it.
const servers = await Promise.all(
  Array.from({ length: fleet ? FLEET_SIZE : 1 }, () =>
    startDemoServer(serverEnv, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ),
);
const app = servers[0];
const proxies = fleet
  ? {
      one: await startRoundRobinProxy([app.url]),
      fleet: await startRoundRobinProxy(servers.map((server) => server.url)),
    }
  : {};
const newest = await (await fetch(`${app.url}/api/blogs?limit=20`)).json();
const discussion = newest.blogs.find((blog) => !blog.is_premium)?.id;
if (!discussion) throw new Error('the demo content has no free article');
const fleetPids = servers.map((server) => server.pid);
const login = await fetch(`${app.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'reader@codegrow.local', password: readerPassword }),
});
const { token } = await login.json();
if (!token) throw new Error(`could not sign in the demo reader (${login.status})`);

/** The newest premium article, and a subscriber's session cookie to read it with. */
const premiumArticle = newest.blogs.find((blog) => blog.is_premium)?.id;
if (!premiumArticle) throw new Error('the demo content has no premium article');
const subscriberSession = `cg_sid=${await signUpSubscriber(app.url, adminPassword)}`;
const subscriberPage = `/blog/${premiumArticle}`;

const listed = fleet
  ? fleetEndpoints()
  : endpoints({
      discussion,
      session: `cg_sid=${token}`,
      subscriber: { page: subscriberPage, session: subscriberSession },
      withVarnish,
      onPostgres,
    });
/** pgbench runs where the app's writes do. */
const writesMeasured = listed.some((endpoint) => endpoint.method === 'POST' && measured(endpoint));
const [yardstick, ...selected] = listed.filter(
  (endpoint) => measured(endpoint) || (endpoint.target === 'pgbench' && writesMeasured),
);

const bare = await startProcess('scripts/bench/bare-fastify.mjs', {
  BARE_REPLAY_FILE: await captureAnswers(app.url, {
    ...REPLAYED,
    '/bare/replay/subscriber': { path: subscriberPage, headers: { cookie: subscriberSession } },
  }),
});
const varnish = withVarnish ? await startVarnish(await freePort(), app.url) : null;
const bases = {
  app: app.url,
  bare: bare.url,
  one: proxies.one?.url,
  fleet: proxies.fleet?.url,
  varnish: varnish?.url,
};

/** The write endpoints' accounts, and the many readers' when their pages are measured. */
const writerTokens = fleet ? [] : await registerAccounts(app.url, WRITERS, 'writer');
const readerTokens = selected.some((endpoint) => endpoint.manyReaders)
  ? await registerAccounts(app.url, READERS, 'reader')
  : [];
/** PostgreSQL's own durable writes, beside the app's (--pg, when writes are measured). */
const pgbench =
  onPostgres && !fleet && selected.some((endpoint) => endpoint.target === 'pgbench')
    ? await startPgbench(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : null;

log(
  `${onPostgres ? 'PostgreSQL' : 'PGlite'}${fleet ? `, ${FLEET_SIZE} servers` : ''}${large ? `, ${LARGE_ARCHIVE} more articles` : ''}: ${seconds} s per endpoint, ${connections} connections, loopback only; idle server${fleet ? 's' : ''} ${residentMb('VmRSS', fleetPids)} MB`,
);
/** The servers' peak from their start through the writers' registration, before any load. */
const setupPeakMb = residentMb('VmHWM', fleetPids);

/** Whether the app's servers answer `endpoint` (not the bare route, not Varnish). */
const servedByApp = (endpoint) => ['app', 'one', 'fleet'].includes(endpoint.target);

/** One endpoint under load for `duration` seconds after `warmup`; its rate and the server's memory. */
async function measure(endpoint, duration, warmup) {
  if (endpoint.target === 'pgbench') return { result: null, perSecond: pgbench.rate(duration) };
  const headers = {
    'accept-encoding': 'gzip, deflate, br',
    ...(endpoint.body && { 'content-type': 'application/json' }),
    ...endpoint.headers,
    ...(endpoint.signedIn && { authorization: `Bearer ${token}` }),
  };
  const pids = endpoint.target === 'fleet' ? fleetPids : [app.pid];
  resetPeakMemory(pids);
  const load = (seconds) =>
    autocannon({
      url: bases[endpoint.target] + endpoint.path,
      headers,
      method: endpoint.method ?? 'GET',
      body: endpoint.body,
      ...(endpoint.manyUsers && { requests: inTurn(writerTokens, 'bearer') }),
      ...(endpoint.manyReaders && { requests: inTurn(readerTokens, 'cookie') }),
      duration: seconds,
      connections,
    });
  // Measured once the server's code is compiled for this endpoint, as it is in service.
  await load(warmup);
  const cpuBefore = cpuSeconds(pids);
  const result = await load(duration);
  const cpuAfter = cpuSeconds(pids);
  const loadedMb = residentMb('VmHWM', pids);
  const cpuMs =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? ''
      : Math.round(((cpuAfter - cpuBefore) * 1e5) / result.requests.total) / 100;
  return { result, perSecond: Math.round(result.requests.average), loadedMb, cpuMs };
}

/**
 * wrk reading `url` for `duration` seconds (two threads, as many connections): requests a
 * second, and the CPU time `pids` spent on each request, in microseconds ('' when either could
 * not be read).
 */
function wrkRate(url, duration, pids = []) {
  const cpuBefore = cpuSeconds(pids);
  const run = spawnSync(
    WRK,
    ['-t2', `-c${connections}`, `-d${duration}s`, '-H', 'Accept-Encoding: gzip', url],
    { encoding: 'utf8', timeout: (duration + 30) * 1000 },
  );
  const perSecond = Math.round(Number(run.stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0));
  const cpuAfter = cpuSeconds(pids);
  if (perSecond === 0 || cpuBefore === null || cpuAfter === null)
    return { perSecond, cpuMicros: '' };
  const cpuMicros = ((cpuAfter - cpuBefore) * 1e6) / (perSecond * duration);
  return { perSecond, cpuMicros: Math.round(cpuMicros * 10) / 10 };
}

/**
 * The same kept pages from the server and through Varnish, read by wrk: the rates, and each
 * one's CPU time a request, which on one machine, the load generator on the same cores, says
 * more of what each would do with cores of its own than the rates do.
 */
function varnishRows() {
  const varnishPids = withChildren(varnish.pid);
  return ['/', '/blog/1'].map((path) => {
    wrkRate(bases.varnish + path, 1);
    const server = wrkRate(bases.app + path, seconds, [app.pid]);
    const throughVarnish = wrkRate(bases.varnish + path, seconds, varnishPids);
    return {
      page: path,
      'server req/s': server.perSecond,
      'Varnish req/s': throughVarnish.perSecond,
      'Varnish / server': Math.round((throughVarnish.perSecond / server.perSecond) * 10) / 10,
      'server µs CPU/req': server.cpuMicros,
      'Varnish µs CPU/req': throughVarnish.cpuMicros,
    };
  });
}

/** The app's like and comment rates as shares of pgbench's, the mean of its runs around them. */
function writesAgainstPgbench(measuredRows) {
  const floor = measuredRows.filter((row) => row.endpoint.startsWith('pgbench'));
  const tps = floor.reduce((sum, row) => sum + row['req/s'], 0) / floor.length;
  const writes = measuredRows.filter((row) => row.endpoint.startsWith('POST'));
  const shares = writes.map(
    (row) =>
      `${row.endpoint.split(',')[0]} ${row['req/s']} a second, ${Math.round((row['req/s'] / tps) * 100)} %`,
  );
  return `writes against pgbench -N -c 10 (${Math.round(tps)} durable transactions a second): ${shares.join('; ')}`;
}

const rows = [];
let wrkRows = [];
let peakMb = setupPeakMb;
try {
  // The machine's speed drifts, by half within minutes on a shared one: the bare route runs
  // before and after each endpoint, and each figure is read against the two around it.
  const bareRates = [];
  const measureBare = async () =>
    bareRates.push((await measure(yardstick, BARE_SECONDS, BARE_WARMUP_SECONDS)).perSecond);
  await measureBare();
  for (const endpoint of selected) {
    const { result, perSecond, loadedMb, cpuMs } = await measure(endpoint, seconds, WARMUP_SECONDS);
    await measureBare();
    const bareAround = (bareRates.at(-2) + bareRates.at(-1)) / 2;
    const ok = !result || (result.non2xx === 0 && result.errors === 0);
    rows.push({
      endpoint: endpoint.name,
      'req/s': perSecond,
      '% of bare': Math.round((perSecond / bareAround) * 100),
      'bare around': Math.round(bareAround),
      'p50 ms': result?.latency.p50 ?? '',
      'p99 ms': result?.latency.p99 ?? '',
      'non-2xx': result?.non2xx ?? '',
      'RSS MB': servedByApp(endpoint) ? loadedMb : '',
      // The server's own CPU time (user and system) a request, the load generator's apart.
      'CPU ms/req': servedByApp(endpoint) ? cpuMs : '',
      errors: result?.errors ?? '',
      note: ok ? '' : 'not all responses were 2xx',
    });
  }
  rows.unshift({
    endpoint: yardstick.name,
    'req/s': Math.round(bareRates.reduce((sum, rate) => sum + rate, 0) / bareRates.length),
    '% of bare': 100,
    'bare around': `${Math.min(...bareRates)}–${Math.max(...bareRates)}`,
    'p50 ms': '',
    'p99 ms': '',
    'non-2xx': '',
    'RSS MB': '',
    'CPU ms/req': '',
    errors: '',
    note: `mean of ${bareRates.length} runs`,
  });
  if (withVarnish) wrkRows = varnishRows();
} finally {
  for (const row of rows) peakMb = Math.max(peakMb, row['RSS MB'] || 0);
  await Promise.all(Object.values(proxies).map((proxy) => proxy.stop()));
  await varnish?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  bare.child.kill('SIGTERM');
  await database?.drop();
  await pgbench?.drop();
}
console.table(rows);
if (pgbench) log(writesAgainstPgbench(rows));
if (wrkRows.length > 0) {
  log(`kept pages read with wrk (${seconds} s each, ${connections} connections, gzip):`);
  console.table(wrkRows);
}
log(
  `server memory at its peak: ${peakMb} MB${fleet ? ` (${FLEET_SIZE} servers together)` : ''}; start and registrations ${setupPeakMb} MB, each endpoint's peak under its load in the table`,
);
