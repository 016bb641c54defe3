import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
let withCors: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  withCors = await buildTestApp({ CORS_ORIGINS: 'https://partner.example.org' });
});
afterAll(async () => {
  await t.close();
  await withCors.close();
});

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reports 503 when the database is gone, and stays live', async () => {
    const broken = await buildTestApp();
    // Drizzle keeps the driver as $client: a pg Pool (end) or a PGlite instance (close).
    const driver = (
      broken.app.db as unknown as { $client: { end?(): Promise<void>; close?(): Promise<void> } }
    ).$client;
    await (driver.end ?? driver.close)?.call(driver);
    const response = await broken.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    expect((await broken.app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    // Alive all the same: restarting it would not bring the database back.
    expect((await broken.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    await broken.close().catch(() => {});
  });

  it('is live and ready while it can serve', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('sends pages security headers and a strict content security policy', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).not.toContain('apis.google.com');
  });

  it.each(['/api/health', '/api/no-such-thing?x=1'])(
    'gives API answers a policy that allows nothing, and no document-only headers (%s)',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    },
  );

  it('lets the Firebase SDK reach only the configured emulator, and popups their opener', async () => {
    const emulator = await buildTestApp({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' });
    const response = await emulator.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9199");
    expect(csp).toContain('frame-src http://127.0.0.1:9199');
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[\w+/=]+' 'wasm-unsafe-eval' https:\/\/apis\.google\.com;/,
    );
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await emulator.close();
  });

  it('lets the Firebase SDK reach Google when a real project is configured', async () => {
    const production = await buildTestApp({
      FIREBASE_API_KEY: 'AIza-test-key',
      FIREBASE_PROJECT_ID: 'codegrow-prod',
    });
    const response = await production.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).toContain('frame-src https://codegrow-prod.firebaseapp.com');
    await production.close();
  });

  it('allows no other origin by default', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example.org' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the origins listed in CORS_ORIGINS', async () => {
    const allowed = await withCors.app.inject({
      url: '/api/health',
      headers: { origin: 'https://partner.example.org' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.org');
    const other = await withCors.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example.org' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
