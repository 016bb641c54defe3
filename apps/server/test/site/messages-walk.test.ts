import { LIMITS } from '@codegrow/shared/constants/limits';
import { MESSAGES_BN } from '@codegrow/shared/i18n/bn/messages';
import { messageKey, type MessageKey } from '@codegrow/shared/i18n/messages';
import { createTranslator } from '@codegrow/shared/i18n/translator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/seed/demo-content';
import { bearer, buildTestApp, registerUser, type TestApp } from '../helper';

/**
 * The messages a reader can get from the payment, comment, sign-in and check routes, walked in
 * English and in Bangla: each is one of the keyed messages, so a Bangla page says it in Bangla.
 */

let t: TestApp;
let reader = '';
let blogId = 0;
const bangla = createTranslator('bn', MESSAGES_BN);
const BENGALI = /[\u0980-\u09FF]/;

interface Refusal {
  name: string;
  send: (app: FastifyInstance, language: string) => ReturnType<FastifyInstance['inject']>;
}

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? bearer(token) : {}),
});

const REFUSALS: Refusal[] = [
  {
    name: 'a transaction ID of the wrong shape',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: { ...json(reader), 'accept-language': language },
        payload: { trxId: '!!', amount: 30, planType: 'lifetime' },
      }),
  },
  {
    name: 'a transaction ID already submitted',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: { ...json(reader), 'accept-language': language },
        payload: { trxId: 'WALKED0001', amount: 30, planType: 'lifetime' },
      }),
  },
  {
    name: 'a payment by a visitor',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: { ...json(), 'accept-language': language },
        payload: { trxId: 'WALKED0002', amount: 30, planType: 'lifetime' },
      }),
  },
  {
    name: 'an empty comment',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: `/api/comments/blog/${blogId}`,
        headers: { ...json(reader), 'accept-language': language },
        payload: { content: '   ' },
      }),
  },
  {
    name: 'a comment past its length',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: `/api/comments/blog/${blogId}`,
        headers: { ...json(reader), 'accept-language': language },
        payload: { content: 'ক'.repeat(LIMITS.commentMax + 1) },
      }),
  },
  {
    name: 'a comment by a visitor',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: `/api/comments/blog/${blogId}`,
        headers: { ...json(), 'accept-language': language },
        payload: { content: 'Hello' },
      }),
  },
  {
    name: 'a sign-in with the wrong password',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...json(), 'accept-language': language },
        payload: { email: 'nobody@codegrow.dev', password: 'wrong-password' },
      }),
  },
  {
    name: 'a sign-up with an address that is not one',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...json(), 'accept-language': language },
        payload: { name: 'Walker', email: 'not-an-address', password: 'secret12' },
      }),
  },
  {
    name: 'answers that do not fit the questions',
    send: (app, language) =>
      app.inject({
        method: 'POST',
        url: `/api/blogs/${blogId}/checks`,
        headers: { ...json(reader), 'accept-language': language },
        payload: { answers: { nothing: [9] } },
      }),
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.app.db, {});
  reader = (await registerUser(t.app)).token;
  const list = (await t.app.inject({ url: '/api/blogs?limit=50' })).json().blogs as {
    id: number;
    is_premium: boolean;
  }[];
  blogId = list.find((blog) => !blog.is_premium)?.id ?? 0;
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: json(reader),
    payload: { trxId: 'WALKED0001', amount: 30, planType: 'lifetime' },
  });
  expect(first.statusCode).toBe(201);
});
afterAll(() => t.close());

/** Every message of an answer: its own and each field's. */
const messagesOf = (body: { message?: string; errors?: { msg: string }[] }) => [
  ...(body.errors?.map((error) => error.msg) ?? []),
  ...(body.message && !body.errors ? [body.message] : []),
];

describe('the messages a reader can get, in both languages', () => {
  it.each(REFUSALS.map((refusal) => [refusal.name, refusal] as const))(
    '%s',
    async (_name, refusal) => {
      const english = await refusal.send(t.app, 'en');
      expect(english.statusCode).toBeGreaterThanOrEqual(400);
      expect(english.statusCode).toBeLessThan(500);
      const said = messagesOf(english.json());
      expect(said.length).toBeGreaterThan(0);
      // Each is a keyed message: one the Bangla pages have words for.
      const keys = said.map((text) => messageKey(text));
      expect(keys, said.join(' | ')).not.toContain(undefined);

      const inBangla = await refusal.send(t.app, 'bn');
      expect(inBangla.statusCode).toBe(english.statusCode);
      const banglaSaid = messagesOf(inBangla.json());
      expect(banglaSaid).toEqual(keys.map((key) => bangla.t(key as MessageKey)));
      for (const text of banglaSaid) expect(text).toMatch(BENGALI);
    },
  );
});
