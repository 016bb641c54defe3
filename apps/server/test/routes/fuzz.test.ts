import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/seed/demo-content';
import { bearer, buildTestApp, registerUser, type TestApp } from '../helper';
import { requestsFor, type Caller } from './route-requests';

/** Generated requests per route; `FUZZ_RUNS=2000` digs deeper (see the README). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** Room for a deep run on a slow machine: no test here measures time. */
const TIMEOUT_MS = Math.max(60_000, RUNS * 250);

// Built before the tests are collected: every route the app registers gets a test of its own.
const t: TestApp = await buildTestApp({ ADMIN_EMAILS: 'fuzz-admin@codegrow.dev' });
const tokens: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  await seedDemoContent(t.app.db, {});
  // Passwords the generator never guesses: its account deletions must not end these sessions.
  const password = randomBytes(12).toString('hex');
  tokens.reader = (await registerUser(t.app, { password })).token;
  tokens.admin = (await registerUser(t.app, { email: 'fuzz-admin@codegrow.dev', password })).token;
  tokens.forged = `${tokens.reader.slice(0, -4)}AAAA`;
});
afterAll(() => t.close());

/** What every answer owes its caller: no server failure, and errors that say what was wrong. */
function expectWellFormed(response: LightMyRequestResponse, request: string): void {
  const { statusCode } = response;
  expect(statusCode, `${request} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (statusCode < 400) return;
  expect(response.headers['content-type'], request).toMatch(/^application\/json/);
  const body = response.json<{ message?: unknown; errors?: { field?: unknown }[] }>();
  expect(body.message, request).toEqual(expect.stringMatching(/\S/));
  if (statusCode !== 400) return;
  expect(
    body.errors?.length ?? 0,
    `${request}: a 400 names the field: ${response.body}`,
  ).toBeGreaterThan(0);
  for (const error of body.errors ?? []) expect(error.field, request).toEqual(expect.any(String));
}

describe('every route, fuzzed: wrong types, huge numbers, control characters, odd bodies', () => {
  it('covers the routes the app registers', () => {
    expect(t.app.routeInventory.length).toBeGreaterThan(40);
  });

  describe.each([...t.app.routeInventory])('$method $url', (route) => {
    it(
      'never answers 5xx, and every refusal is JSON naming what was wrong',
      async () => {
        await fc.assert(
          fc.asyncProperty(requestsFor(route), async ({ caller, options }) => {
            const token = tokens[caller];
            const response = await t.app.inject({
              ...options,
              headers: { ...options.headers, ...(token ? bearer(token) : {}) },
            });
            expectWellFormed(response, `${caller} ${options.method} ${options.url}`);
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT_MS,
    );
  });
});
