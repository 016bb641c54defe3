import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { concreteUrl, routeKey } from './route-requests';

/**
 * Routes a library registers, which cannot declare an access level: the upload files
 * (@fastify/static) and CORS's preflight (there only when CORS_ORIGINS lists other sites).
 */
const LIBRARY_ROUTES = new Set(['GET /uploads/*', 'OPTIONS *']);

let t: TestApp;
let reader: RegisteredUser;
beforeAll(async () => {
  t = await buildTestApp();
  reader = await registerUser(t.app);
});
afterAll(() => t.close());

const call = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: concreteUrl(url),
    ...(method !== 'GET' && method !== 'DELETE' && { payload: {} }),
    headers: token ? bearer(token) : {},
  });

describe('who may call each route, read from the router', () => {
  it('has every route declare who may call it', () => {
    const undeclared = t.app.routeInventory
      .filter((route) => !route.access)
      .map(routeKey)
      .filter((key) => !LIBRARY_ROUTES.has(key));
    expect(undeclared).toEqual([]);
  });

  it('keeps everything under /api/admin for admins', () => {
    const adminFolder = t.app.routeInventory.filter((route) => route.url.startsWith('/api/admin/'));
    expect(adminFolder.length).toBeGreaterThan(5);
    for (const route of adminFolder) expect(route.access, routeKey(route)).toBe('admin');
  });

  it('refuses visitors and readers on every admin route, before reading the request', async () => {
    const adminRoutes = t.app.routeInventory.filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const { method, url } of adminRoutes) {
      const visitor = await call(method, url);
      expect(visitor.statusCode, `${method} ${url} as a visitor`).toBe(401);
      const asReader = await call(method, url, reader.token);
      expect(asReader.statusCode, `${method} ${url} as a reader`).toBe(403);
      expect(asReader.json()).toEqual({ message: AUTH_API_MESSAGES.adminRequired });
    }
  });

  it('refuses visitors on every route for signed-in users', async () => {
    const userRoutes = t.app.routeInventory.filter((route) => route.access === 'user');
    for (const { method, url } of userRoutes) {
      const visitor = await call(method, url);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses an unsigned call on every route guarded by a signature', async () => {
    const signedRoutes = t.app.routeInventory.filter((route) => route.access === 'signed');
    expect(signedRoutes.length).toBeGreaterThan(0);
    for (const { method, url } of signedRoutes) {
      const visitor = await call(method, url);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('asks no sign-in on public routes', async () => {
    const publicRoutes = t.app.routeInventory.filter(
      (route) => route.access === 'public' || route.access === 'viewer',
    );
    expect(publicRoutes.length).toBeGreaterThan(20);
    for (const { method, url } of publicRoutes) {
      const visitor = await call(method, url);
      expect(visitor.statusCode, `${method} ${url}`).not.toBe(401);
    }
  });
});
