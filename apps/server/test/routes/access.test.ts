import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { concreteUrl, routeKey } from './route-requests';

type Access = 'public' | 'user' | 'admin';

/**
 * Who may call each route. A route added to the app and missing here fails the
 * first test, so nobody ships a route without deciding who may use it.
 */
const ACCESS: Record<string, Access> = {
  // CORS's preflight route, OPTIONS *, is there only when CORS_ORIGINS lists other sites.
  'GET /uploads/*': 'public',
  'GET /rss.xml': 'public',
  'GET /atom.xml': 'public',
  'GET /feed.json': 'public',
  'GET /categories/:slug/rss.xml': 'public',
  'GET /categories/:slug/atom.xml': 'public',
  'GET /categories/:slug/feed.json': 'public',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
  'GET /og/blog/:file': 'public',
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/health/live': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/firebase-register': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'GET /api/auth/profile': 'user',
  'POST /api/auth/session': 'user',
  'POST /api/auth/logout': 'public',
  'DELETE /api/auth/account': 'user',
  'GET /api/blogs': 'public',
  'GET /api/blogs/stats': 'public',
  'GET /api/blogs/:id': 'public',
  'GET /api/blogs/saved': 'user',
  'POST /api/blogs/:id/like': 'user',
  'POST /api/blogs/:id/save': 'user',
  'GET /api/blogs/:id/likes': 'public',
  'POST /api/blogs': 'admin',
  'PUT /api/blogs/:id': 'admin',
  'DELETE /api/blogs/:id': 'admin',
  'GET /api/comments/blog/:id': 'public',
  'POST /api/comments/blog/:id': 'user',
  'GET /api/mindmaps/author/me': 'admin',
  'GET /api/mindmaps/admin/stats': 'admin',
  'GET /api/mindmaps/blog/:blogId': 'public',
  'GET /api/mindmaps/:id': 'public',
  'POST /api/mindmaps': 'admin',
  'PUT /api/mindmaps/:id': 'admin',
  'DELETE /api/mindmaps/:id': 'admin',
  'POST /api/transactions': 'user',
  'GET /api/transactions/my-transactions': 'user',
  'GET /api/transactions': 'admin',
  'POST /api/transactions/:id/approve': 'admin',
  'POST /api/transactions/:id/reject': 'admin',
  'GET /api/admin/dashboard/stats': 'admin',
  'GET /api/admin/blogs': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'POST /api/admin/transactions/add-id': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'POST /api/visitors/visit': 'public',
  'GET /api/visitors/stats': 'public',
  'GET /api/categories': 'public',
  'GET /api/categories/stats': 'public',
  'GET /api/categories/:id': 'public',
  'GET /api/categories/:id/blogs': 'public',
  'POST /api/categories': 'admin',
  'PUT /api/categories/:id': 'admin',
  'DELETE /api/categories/:id': 'admin',
  'POST /api/contact': 'public',
  'GET /api/paths': 'public',
  'GET /api/paths/:slug': 'public',
  'POST /api/paths': 'admin',
  'PUT /api/paths/:id': 'admin',
  'DELETE /api/paths/:id': 'admin',
  'GET /api/blogs/:id/paths': 'public',
  'GET /api/progress': 'user',
  'PUT /api/progress/:id': 'user',
  'POST /api/progress/merge': 'user',
  'GET /api/progress/learning': 'user',
};

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
  it('has a decision for every registered route, and none for a route that is gone', () => {
    const registered = t.app.routeInventory.map(routeKey).sort();
    expect(registered).toEqual(Object.keys(ACCESS).sort());
  });

  it('refuses visitors and readers on every admin route, before reading the request', async () => {
    const adminRoutes = t.app.routeInventory.filter((route) => ACCESS[routeKey(route)] === 'admin');
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
    const userRoutes = t.app.routeInventory.filter((route) => ACCESS[routeKey(route)] === 'user');
    for (const { method, url } of userRoutes) {
      const visitor = await call(method, url);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json().message).toEqual(expect.any(String));
    }
  });

  it('asks no sign-in on public routes', async () => {
    const publicRoutes = t.app.routeInventory.filter(
      (route) => ACCESS[routeKey(route)] === 'public',
    );
    for (const { method, url } of publicRoutes) {
      const visitor = await call(method, url);
      expect(visitor.statusCode, `${method} ${url}`).not.toBe(401);
    }
  });
});
