// npm run lighthouse: Lighthouse (mobile preset, default throttling) on the home page and
// an article page of the built site with demo content, in the system's Chromium. Prints
// the category scores and the page-speed figures; LIGHTHOUSE_PAGES overrides the paths.
import { startDemoServer } from './lib/demo-server.mjs';
import { CHROMIUM, ensureBuilt, ensureChromium, ensureDependencies, log } from './lib/prepare.mjs';

const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/blog/1').split(',');

await ensureDependencies();
ensureChromium();
await ensureBuilt();
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const site = await startDemoServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  for (const path of pages) {
    log(`Lighthouse: ${path}`);
    const { lhr } = await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
    const audit = (name) => lhr.audits[name]?.displayValue ?? '';
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      FCP: audit('first-contentful-paint'),
      LCP: audit('largest-contentful-paint'),
      TBT: audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'),
      // A run Lighthouse could not finish says why instead of scoring 0 silently.
      error: lhr.runtimeError?.code ?? '',
    });
  }
} finally {
  await chrome.kill();
  site.stop();
}
console.table(rows);
