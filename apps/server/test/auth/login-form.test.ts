import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { buildTestApp, registerUser, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOST = 'codegrow.test';

/** The login page's form as a browser without the app posts it, from `origin`'s page. */
const postForm = (
  fields: Record<string, string>,
  query: Record<string, string>,
  origin = `https://${HOST}`,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/login?${new URLSearchParams(query).toString()}`,
    headers: {
      host: HOST,
      origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: '10.9.0.1',
  });

const sessionCookie = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie'] ?? '').match(/cg_sid=[^;]+/)?.[0];

describe('the login page as a plain HTML form', () => {
  it('signs in and sends the browser on to the page it came for, with its session', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await postForm(
      { email: user.email, password },
      { page: '/bn/login', redirectTo: '/bn/blog/3' },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/bn/blog/3');
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/api/auth/profile', headers: { cookie: cookie ?? '' } });
    expect(me.json().user.id).toBe(user.id);
  });

  it('sends a refused sign-in back to its login page, saying why by the message key', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await postForm(
      { email: user.email, password: 'not-it' },
      { page: '/bn/login', redirectTo: '/bn/subscribe' },
    );
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe(
      '/bn/login?error=auth.invalidCredentials&redirectTo=%2Fsubscribe',
    );
    expect(sessionCookie(wrong)).toBeUndefined();
    // A field left empty: the form's own check, by its key.
    const empty = await postForm({ email: user.email, password: '' }, { page: '/login' });
    expect(empty.headers.location).toBe('/login?error=auth.fillAllFields');
  });

  it('never sends the browser to another site, nor back to a page that is not a login page', async () => {
    const { user, password } = await registerUser(t.app);
    const away = await postForm(
      { email: user.email, password },
      { page: 'https://evil.example/login', redirectTo: '//evil.example/' },
    );
    expect(away.headers.location).toBe('/');
    const refused = await postForm(
      { email: user.email, password: 'not-it' },
      { page: '/admin', redirectTo: 'https://evil.example/' },
    );
    expect(refused.headers.location).toBe('/login?error=auth.invalidCredentials&redirectTo=%2F');
  });

  it('refuses a form posted from another site, signing no one in', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await postForm(
      { email: user.email, password },
      { page: '/login' },
      'https://evil.example',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: API_ERROR_MESSAGES.otherSiteForm });
    expect(sessionCookie(response)).toBeUndefined();
    // Without an origin to go by ('null'), the browser's word on whose page it was decides.
    const unsaid = await postForm({ email: user.email, password }, { page: '/login' }, 'null');
    expect(unsaid.statusCode).toBe(403);
  });
});
