import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { parseEnv } from '../../src/config/env';
import {
  bearer,
  createTestDatabase,
  PROCESS_TEST_TIMEOUT_MS,
  registerUser,
  TEST_JWT_SECRET,
  type TestDatabase,
} from '../helper';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../../src/cli/admin.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

let database: TestDatabase;
// The CLI opens the database itself, as the server does: PGlite's cluster is on disk.
const envFor = (db: TestDatabase) => ({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, ...db.env });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function roleOf(email: string, password: string) {
  const app = await buildApp(parseEnv(envFor(database)));
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    return response.json().user.role as string;
  } finally {
    await app.close();
  }
}

describe('npm run admin -- grant <email>', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('makes an existing account an admin, and revoke undoes it', async () => {
    const app = await buildApp(parseEnv(envFor(database)));
    const { user, password } = await registerUser(app);
    await app.close();

    const env = { ...process.env, ...envFor(database) };
    const granted = await run(tsx, [cli, 'grant', user.email.toUpperCase()], { env });
    expect(granted.stdout).toContain('is now an admin');
    expect(await roleOf(user.email, password)).toBe('admin');

    await run(tsx, [cli, 'revoke', user.email], { env });
    expect(await roleOf(user.email, password)).toBe('user');
  });

  it('explains itself when the e-mail is unknown or the words are wrong', async () => {
    const env = { ...process.env, ...envFor(database) };
    await expect(run(tsx, [cli, 'grant', 'nobody@codegrow.dev'], { env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the e-mail'),
    });
    await expect(run(tsx, [cli, 'promote'], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run admin -- grant <email>'),
    });
  });
});

// Only the embedded database belongs to one process; PostgreSQL takes any number.
describe.runIf(process.env.TEST_DB === 'pglite')(
  'npm run admin while the site runs',
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    it('changes nothing and says how to, rather than writing under the running server', async () => {
      const app = await buildApp(parseEnv(envFor(database)));
      let account: Awaited<ReturnType<typeof registerUser>>;
      try {
        account = await registerUser(app);
        const env = { ...process.env, ...envFor(database) };
        await expect(run(tsx, [cli, 'grant', account.user.email], { env })).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining(
            `The site is running on the embedded database in ${database.env.DATA_DIR}, which only it may open`,
          ),
        });
      } finally {
        await app.close();
      }
      expect(await roleOf(account.user.email, account.password)).toBe('user');
    });
  },
);

// PostgreSQL takes the CLI beside running servers; they must not go on trusting the old role.
describe.runIf(process.env.TEST_DB === 'postgres')(
  'npm run admin beside a running site',
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    it('is heard by the running server at once, however long it keeps signed-in accounts', async () => {
      const app = await buildApp(parseEnv({ ...envFor(database), USER_CACHE_TTL_MS: '60000' }));
      try {
        await app.ready();
        const { user, token } = await registerUser(app);
        const adminStats = () =>
          app.inject({ url: '/api/admin/dashboard/stats', headers: bearer(token) });
        // Read once as a reader: the server now keeps the account for a minute.
        expect((await adminStats()).statusCode).toBe(403);

        const env = { ...process.env, ...envFor(database) };
        await run(tsx, [cli, 'grant', user.email], { env });
        await expect.poll(async () => (await adminStats()).statusCode, { timeout: 1000 }).toBe(200);
      } finally {
        await app.close();
      }
    });
  },
);
