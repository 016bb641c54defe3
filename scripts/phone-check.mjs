// npm run phone-check: the pages a reader meets first, opened as on a phone on slow mobile
// data. Debian's Chromium at 360×780 with DevTools' network presets (Slow 3G: 2,000 ms round
// trip, 50 kB/s; Fast 3G: 562.5 ms, 180 kB/s) through the DevTools protocol, an empty cache
// each time, against the built site with demo content. For each page it prints the first
// contentful paint, the largest contentful paint, when the page's first button works (stops
// saying 'works in a moment') and the bytes of script the page downloaded before then.
// PHONE_PAGES overrides the paths, PHONE_RUNS (default 3) the runs per page and network (the
// median is printed), PHONE_CPU slows the CPU that many times (default 1: the network alone,
// as the presets define it).
import { startDemoServer } from './lib/demo-server.mjs';
import { CHROMIUM, ensureBuilt, ensureChromium, ensureDependencies, log } from './lib/prepare.mjs';

const PAGES = (process.env.PHONE_PAGES ?? '/,/blog/1,/blogs,/login,/subscribe,/paths').split(',');
const RUNS = Math.min(Math.max(Number(process.env.PHONE_RUNS ?? 3), 1), 9);
const CPU = Math.min(Math.max(Number(process.env.PHONE_CPU ?? 1), 1), 8);
/** DevTools' presets (front_end/core/sdk/NetworkManager.ts), in the protocol's units. */
const NETWORKS = {
  'Slow 3G': { latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 },
  'Fast 3G': { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 },
};
/** Each page's first button: the article's like button, elsewhere the header's first. */
const FIRST_BUTTON = { '/blog/1': { selector: 'article button', text: 'Like' } };
const HEADER_BUTTON = { selector: 'header button', text: '' };
/** No page may keep a run going past this. */
const RUN_LIMIT_MS = 90_000;

await ensureDependencies();
ensureChromium();
await ensureBuilt();
const { chromium } = await import('@playwright/test');

/**
 * Runs in the page before its own scripts: notes the paints, and the moment the chosen button
 * is neither disabled nor aria-disabled (the app has taken it over).
 */
/* global window, document, MutationObserver -- watchPage runs in the page */
function watchPage({ selector, text }) {
  const marks = { fcp: null, lcp: null, button: null };
  window.__phoneCheck = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (marks.button !== null) return;
    const button = [...document.querySelectorAll(selector)].find((candidate) =>
      candidate.textContent.trim().startsWith(text),
    );
    if (!button || button.disabled || button.getAttribute('aria-disabled') === 'true') return;
    marks.button = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled'],
  });
}

async function measure(browser, url, path, network) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scripts.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
  });
  await page.addInitScript(watchPage, FIRST_BUTTON[path] ?? HEADER_BUTTON);
  await page.goto(url + path, { waitUntil: 'commit', timeout: RUN_LIMIT_MS });
  await page.waitForFunction(() => window.__phoneCheck?.button !== null, null, {
    timeout: RUN_LIMIT_MS,
    polling: 100,
  });
  // The largest paint may still change once the page settles.
  await page.waitForLoadState('load', { timeout: RUN_LIMIT_MS });
  const marks = await page.evaluate(() => window.__phoneCheck);
  const scriptBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return { ...marks, scriptBytes };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

const site = await startDemoServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  log(`${RUNS} run(s) a page, CPU ×${CPU}, median printed`);
  console.log('| network | page | first paint | largest paint | first button works | script |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [name, network] of Object.entries(NETWORKS)) {
    for (const path of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measure(browser, site.url, path, network));
      const pick = (key) => median(runs.map((r) => r[key] ?? Number.POSITIVE_INFINITY));
      const kB = (pick('scriptBytes') / 1000).toFixed(0);
      console.log(
        `| ${name} | ${path} | ${seconds(pick('fcp'))} | ${seconds(pick('lcp'))} | ${seconds(pick('button'))} | ${kB} kB |`,
      );
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
