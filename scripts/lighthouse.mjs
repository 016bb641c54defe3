// npm run lighthouse: Lighthouse (mobile preset, default throttling) on the home page and
// an article page of the built site with demo content, in the system's Chromium. Each page
// is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
// score is printed, as Lighthouse advises for scores that vary from run to run.
// LIGHTHOUSE_PAGES overrides the paths; LIGHTHOUSE_REPORTS names a directory to keep each
// page's median report in (HTML and JSON). LIGHTHOUSE_THROTTLING=devtools slows the network
// and CPU for real instead of simulating it (Lighthouse's default, 'simulate', estimates a
// slow phone from a fast load, and counts every request that ended before the fast load's
// paint as holding the paint back). LIGHTHOUSE_SIGNED_IN=1 measures the pages as the demo
// admin sees them (signed in by the session cookie; premium articles open, as a subscriber's).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from './lib/demo-server.mjs';
import { CHROMIUM, ensureBuilt, ensureChromium, ensureDependencies, log } from './lib/prepare.mjs';

const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/blog/1').split(',');
const runs = Math.min(Math.max(Number(process.env.LIGHTHOUSE_RUNS ?? 3), 1), 9);
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
if (reportDir) mkdirSync(reportDir, { recursive: true });

await ensureDependencies();
ensureChromium();
await ensureBuilt();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const signedIn = process.env.LIGHTHOUSE_SIGNED_IN === '1';
const adminPassword = randomBytes(12).toString('hex');
const site = await startDemoServer(signedIn ? { DEMO_ADMIN_PASSWORD: adminPassword } : {});

/** The demo admin's session cookie, as their browser would send it. */
async function sessionCookie() {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@codegrow.local', password: adminPassword }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cg_sid='));
  if (!cookie) throw new Error(`could not sign in the demo admin (${response.status})`);
  return cookie.split(';')[0];
}
const extraHeaders = signedIn ? { Cookie: await sessionCookie() } : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

/**
 * One Lighthouse run, tried once more when the browser's trace missed the navigation's
 * start (NO_NAVSTART), which a freshly launched Chromium sometimes does on its first page.
 */
async function runLighthouse(url) {
  const options = {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    throttlingMethod,
    extraHeaders,
  };
  const first = await lighthouse(url, options);
  if (first.lhr.runtimeError?.code !== 'NO_NAVSTART') return first;
  return lighthouse(url, options);
}

const performanceOf = ({ lhr }) => lhr.categories.performance?.score ?? 0;

/** The page's runs, and the one with the median performance score. */
async function medianRun(path) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`Lighthouse: ${path} (run ${run} of ${runs})`);
    results.push(await runLighthouse(`${site.url}${path}`));
  }
  const sorted = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], all: results };
}

function scriptKilobytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = items.find((item) => item.resourceType === 'script');
  return scripts ? Math.round(scripts.transferSize / 1024) : '';
}

function row(path, { lhr }, all) {
  const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const audit = (name) => lhr.audits[name]?.displayValue ?? '';
  return {
    page: path,
    performance: score('performance'),
    'all runs': all.map((result) => Math.round(performanceOf(result) * 100)).join(' '),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    // When the page answers input: its scripts loaded, run and hydrated.
    TTI: audit('interactive'),
    CLS: audit('cumulative-layout-shift'),
    // What the page's scripts weigh on the wire (brotli), every chunk it loaded.
    'script kB': scriptKilobytes(lhr),
    // The host's speed as Lighthouse measures it before each run: scores with real
    // throttling (4x slower CPU) fall on a slower host, so compare runs of similar index.
    'host index': lhr.environment?.benchmarkIndex ?? '',
    // A run Lighthouse could not finish says why instead of scoring 0 silently.
    error: lhr.runtimeError?.code ?? '',
  };
}

const rows = [];
try {
  for (const path of pages) {
    const { median, all } = await medianRun(path);
    if (reportDir) {
      const name = join(reportDir, path.replace(/\W+/g, '_'));
      writeFileSync(`${name}.html`, median.report);
      writeFileSync(`${name}.json`, JSON.stringify(median.lhr));
    }
    rows.push(row(path, median, all));
  }
} finally {
  await chrome.kill();
  await site.stop();
}
console.table(rows);
