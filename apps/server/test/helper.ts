import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { SESSION_COOKIE } from '@codegrow/shared/constants/site';
import { buildApp, type AppDependencies } from '../src/app';
import { parseEnv } from '../src/config/env';
import { eq } from 'drizzle-orm';
import { blogs, categories, users } from '../src/db/schema/index';

/** 'pglite' or 'postgres': Vitest runs every API test file once with each. */
export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret!';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a copy of the migrated PGlite cluster made once
 * per run (pglite-template.ts), or a new PostgreSQL database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'codegrow-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testDriver === 'pglite') {
    cpSync(inject('pgliteTemplate'), join(dataDir, 'db'), { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  }
  const name = `codegrow_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(postgresUrl, name) },
    async drop() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Builds the real application on a fresh database; `extend` may add routes before it starts. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  deps: AppDependencies = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    // Tests edit users straight in the database, which no cache would notice.
    USER_CACHE_TTL_MS: '0',
    // Every test account signs up from the same address.
    REGISTER_LIMIT_PER_HOUR: '1000',
    // Many apps share a test file's process, and one starting (PGlite's start holds the loop
    // for a second on a slow machine) would read as load on the others: they would answer
    // 503 to requests no load caused. Shedding on a full pool is tested (load-shedding).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // The tests run the publishing schedule themselves, with the clock they choose.
    SCHEDULE_POLL_MS: '0',
    // A reader's page made from a shared template is compared with their own render.
    CHECK_READER_TEMPLATES: '1',
    ...database.env,
    ...overrides,
  });
  const app = await buildApp(env, deps);
  extend?.(app);
  await app.ready();
  return {
    app,
    async close() {
      // The database goes even when the app fails to close (a test may have broken it).
      try {
        await app.close();
      } finally {
        await database.drop();
      }
    },
  };
}

let userCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}-${Date.now()}-${userCounter}@codegrow.dev`;
}

export interface RegisteredUser {
  token: string;
  user: { id: number; email: string; role: string; name: string | null };
  password: string;
}

export async function registerUser(
  app: FastifyInstance,
  fields: { name?: string; email?: string; password?: string } = {},
): Promise<RegisteredUser> {
  const password = fields.password ?? 'secret123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: fields.name ?? 'Test User', email: fields.email ?? uniqueEmail(), password },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { ...response.json(), password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new account's token, with columns set straight in the database first (a role, a
 * subscription): for tests about something an admin or a subscriber does.
 */
export async function accountWith(
  app: FastifyInstance,
  patch: Partial<typeof users.$inferInsert> = {},
): Promise<string> {
  const { user, token } = await registerUser(app);
  if (Object.keys(patch).length > 0)
    await app.db.update(users).set(patch).where(eq(users.id, user.id));
  return token;
}

/** Fields as a browser's form sends them (multipart/form-data), for `inject`. */
export async function formBody(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** A category made as an admin makes one (POST /api/categories); its id. */
export async function createCategory(
  app: FastifyInstance,
  adminToken: string,
  name = 'Databases',
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/categories',
    payload: { name },
    headers: bearer(adminToken),
  });
  if (response.statusCode !== 201) throw new Error(`category not made: ${response.body}`);
  return response.json().category.id;
}

/**
 * An article written as an admin writes one, as multipart: POST /api/blogs, or with `id`
 * PUT /api/blogs/:id.
 */
export async function writeArticle(
  app: FastifyInstance,
  adminToken: string,
  fields: Record<string, string>,
  id?: number,
) {
  const { payload, contentType } = await formBody(fields);
  return app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/blogs/${id}` : '/api/blogs',
    payload,
    headers: { 'content-type': contentType, ...bearer(adminToken) },
  });
}

/** A browser's request headers: the session cookie (SESSION_COOKIE) holding `token`. */
export const sessionCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** An article written straight to the database, in the first category there is. */
export async function insertArticle(
  app: FastifyInstance,
  title: string,
  fields: Partial<Omit<typeof blogs.$inferInsert, 'title' | 'categoryId'>> = {},
): Promise<number> {
  const [category] = await app.db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('seed a category before adding an article');
  const [article] = await app.db
    .insert(blogs)
    .values({
      title,
      categoryId: category.id,
      content: 'An article written for a test.',
      authorName: 'Admin',
      ...fields,
    })
    .returning({ id: blogs.id });
  if (!article) throw new Error('the article was not inserted');
  return article.id;
}

/** An unpublished article written straight to the database: visitors must never see it. */
export const insertDraft = (app: FastifyInstance, title: string): Promise<number> =>
  insertArticle(app, title, { content: 'Not ready yet, still writing.', isPublished: false });

/**
 * A GET (or HEAD) over the network with node:http, not fetch: the body as it came, compressed or not,
 * and every header (requests over the network meet the server's front door; `inject` not).
 */
export function requestOverHttp(
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The bound of a test that starts the server or a command as a process of its own: it compiles
 * its TypeScript and, on an empty embedded database, migrates it first. About 20 s on two idle
 * cores, several times that beside the other suites on a busy machine.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;
