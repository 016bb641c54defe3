import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { CONTACT_MESSAGES } from '@codegrow/shared/constants/contact-messages';
import { MESSAGES_BN } from '@codegrow/shared/i18n/bn/messages';
import { LANGUAGE_COOKIE } from '@codegrow/shared/i18n/languages';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const BANGLA_BROWSER = { 'accept-language': 'bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7' };
const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9,bn;q=0.8' };

describe('choosing the language', () => {
  it('keeps a reader’s choice and takes them to the same page in it', async () => {
    const response = await page('/language/bn?to=%2Fblogs%3Fcategory%3Dsql');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/bn/blogs?category=sql');
    expect(response.headers['set-cookie']).toMatch(
      new RegExp(`^${LANGUAGE_COOKIE}=bn; Max-Age=31536000; Path=/; SameSite=Lax`),
    );
    const back = await page('/language/en?to=%2Fbn%2Fblog%2F1');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/blog/1');
  });

  it('refuses a language it does not have, and an address on another site', async () => {
    const unknown = await page('/language/fr?to=%2F');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('language');
    for (const to of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await page(`/language/bn?to=${encodeURIComponent(to)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('to');
    }
  });
});

describe('a page at its English address', () => {
  it('sends a reader who chose Bangla to its Bangla address', async () => {
    const response = await page('/blogs?category=sql', { cookie: `${LANGUAGE_COOKIE}=bn` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/bn/blogs?category=sql');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('accept-language, cookie');
  });

  it('sends a browser that prefers Bangla there on a first visit, not one that chose English', async () => {
    const first = await page('/', BANGLA_BROWSER);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/bn');
    const chose = await page('/', { ...BANGLA_BROWSER, cookie: `${LANGUAGE_COOKIE}=en` });
    expect(chose.statusCode).not.toBe(302);
    const english = await page('/', ENGLISH_BROWSER);
    expect(english.statusCode).not.toBe(302);
  });

  it('leaves the API, files and Bangla addresses alone', async () => {
    for (const url of ['/api/health', '/rss.xml', '/bn/blog/1']) {
      const response = await page(url, { cookie: `${LANGUAGE_COOKIE}=bn` });
      expect(response.statusCode, url).not.toBe(302);
    }
  });
});

describe('the server’s messages', () => {
  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'nobody@codegrow.dev', password: 'wrong-password' },
    });

  it('are the spec’s English by default, whatever else the browser accepts', async () => {
    const response = await login({ 'accept-language': 'en' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_API_MESSAGES.invalidCredentials);
    expect((await login({})).json().message).toBe(AUTH_API_MESSAGES.invalidCredentials);
  });

  it('come in Bangla when asked in Bangla, field messages too', async () => {
    const response = await login({ 'accept-language': 'bn' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-language']).toBe('bn');
    expect(response.json().message).toBe(MESSAGES_BN.auth.invalidCredentials);

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'bn' },
      payload: {
        name: '',
        email: 'reader@codegrow.dev',
        subject: 'A question',
        message: 'x'.repeat(30),
      },
    });
    expect(contact.statusCode).toBe(400);
    const body = contact.json();
    expect(body.errors[0]).toEqual({ field: 'name', msg: MESSAGES_BN.contact.nameRequired });
    expect(body.message).toBe(MESSAGES_BN.contact.nameRequired);
    expect(CONTACT_MESSAGES.nameRequired).not.toBe(MESSAGES_BN.contact.nameRequired);
  });
});
