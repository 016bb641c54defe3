import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'codegrow-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html lang="en"><head><!--site-config--><title>CodeGrow</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
  writeFileSync(join(dist, 'assets', 'app-def456.js'), 'console.log("app");'.repeat(200));
  writeFileSync(
    join(dist, 'assets', 'app-def456.js.br'),
    brotliCompressSync('console.log("compressed at build time");'.repeat(200)),
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  // Without the page renderer: every page is the app's shell, rendered in the browser.
  t = await buildTestApp({
    SERVE_WEB: '1',
    WEB_DIST: dist,
    WEB_SSR_ENTRY: join(dist, 'no-renderer.js'),
    SITE_EMAIL: 'team@codegrow.dev',
  });
});
afterAll(() => t.close());

describe('serving the built web app', () => {
  it('serves index.html with the site configuration, one public copy for every visitor', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(response.headers.vary).toContain('cookie');
    expect(response.headers.etag).toBeDefined();
    expect(response.body).toContain('"viewer":null');
    expect(response.body).toContain('<meta name="codegrow-site"');
    expect(response.body).toContain('team@codegrow.dev');
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/blogs', '/blog/12', '/admin/anything', '/no-such-page?x=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('codegrow-site');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the compressed copy the build wrote instead of compressing again', async () => {
    const response = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('at build time');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('does not cache other files forever', async () => {
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('has browsers look at the service worker on every visit, so a new build reaches readers', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps missing files and unknown API routes as 404', async () => {
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route not found' });
  });
});
