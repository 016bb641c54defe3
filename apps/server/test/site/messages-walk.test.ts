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
const bangla = createTranslator<typeof MESSAGES_BN>('bn', MESSAGES_BN);
const BENGALI = /[\u0980-\u09FF]/;

interface Refusal {
  name: string;
  url: () => string;
  payload: object;
  /** Whose request it is: a signed-in reader's, or a visitor's. */
  as: 'reader' | 'visitor';
}

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? bearer(token) : {}),
});

const send = (app: FastifyInstance, refusal: Refusal, language: string) =>
  app.inject({
    method: 'POST',
    url: refusal.url(),
    headers: {
      ...json(refusal.as === 'reader' ? reader : undefined),
      'accept-language': language,
    },
    payload: refusal.payload,
  });

const payment = (trxId: string) => ({ trxId, amount: 30, planType: 'lifetime' });
const transactions = () => '/api/transactions';
const comments = () => `/api/comments/blog/${blogId}`;

const REFUSALS: Refusal[] = [
  {
    name: 'a transaction ID of the wrong shape',
    url: transactions,
    payload: payment('!!'),
    as: 'reader',
  },
  {
    name: 'a transaction ID already submitted',
    url: transactions,
    payload: payment('WALKED0001'),
    as: 'reader',
  },
  {
    name: 'a payment by a visitor',
    url: transactions,
    payload: payment('WALKED0002'),
    as: 'visitor',
  },
  { name: 'an empty comment', url: comments, payload: { content: '   ' }, as: 'reader' },
  {
    name: 'a comment past its length',
    url: comments,
    payload: { content: 'ক'.repeat(LIMITS.commentMax + 1) },
    as: 'reader',
  },
  { name: 'a comment by a visitor', url: comments, payload: { content: 'Hello' }, as: 'visitor' },
  {
    name: 'a sign-in with the wrong password',
    url: () => '/api/auth/login',
    payload: { email: 'nobody@codegrow.dev', password: 'wrong-password' },
    as: 'visitor',
  },
  {
    name: 'a sign-up with an address that is not one',
    url: () => '/api/auth/register',
    payload: { name: 'Walker', email: 'not-an-address', password: 'secret12' },
    as: 'visitor',
  },
  {
    name: 'answers that do not fit the questions',
    url: () => `/api/blogs/${blogId}/checks`,
    payload: { answers: { nothing: [9] } },
    as: 'reader',
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
    payload: payment('WALKED0001'),
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
      const english = await send(t.app, refusal, 'en');
      expect(english.statusCode).toBeGreaterThanOrEqual(400);
      expect(english.statusCode).toBeLessThan(500);
      const said = messagesOf(english.json());
      expect(said.length).toBeGreaterThan(0);
      // Each is a keyed message: one the Bangla pages have words for.
      const keys = said.map((text) => messageKey(text));
      expect(keys, said.join(' | ')).not.toContain(undefined);

      const inBangla = await send(t.app, refusal, 'bn');
      expect(inBangla.statusCode).toBe(english.statusCode);
      const banglaSaid = messagesOf(inBangla.json());
      expect(banglaSaid).toEqual(keys.map((key) => bangla.t(key as MessageKey)));
      for (const text of banglaSaid) expect(text).toMatch(BENGALI);
    },
  );
});
