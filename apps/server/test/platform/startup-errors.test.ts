import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockEmbeddedDatabase } from '../../src/db/embedded-lock';
import { PROCESS_TEST_TIMEOUT_MS, TEST_JWT_SECRET } from '../helper';

const entry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

let dir = '';
let busy: Server;
let busyPort = 0;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'codegrow-start-'));
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const address = busy.address();
  busyPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => {
  busy.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server as `npm start` would, and what it printed when it gave up. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [entry],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          JWT_SECRET: TEST_JWT_SECRET,
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, 'data'),
          ...env,
        },
        timeout: PROCESS_TEST_TIMEOUT_MS,
      },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
    );
  });
}

// Each case is a process of its own, mostly spent compiling the server: they run side by side.
describe.concurrent(
  'a server that cannot start says why in one line',
  { timeout: PROCESS_TEST_TIMEOUT_MS + 10_000 },
  () => {
    it('when its port is in use, before it opens the database', async () => {
      const dataDir = join(dir, 'port-in-use');
      const { code, stderr } = await start({ PORT: String(busyPort), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `Port ${busyPort} is in use. Choose another: PORT=${busyPort + 1} npm start`,
      );
      // Nothing was created: the embedded database was neither made nor migrated.
      expect(existsSync(dataDir)).toBe(false);
    });

    it('when its data directory cannot be written', async () => {
      const notADirectory = join(dir, 'a-file');
      writeFileSync(notADirectory, '');
      const { code, stderr } = await start({ PORT: '0', DATA_DIR: notADirectory });
      expect(code).toBe(1);
      expect(stderr.trim()).toMatch(
        new RegExp(
          `^The data directory ${notADirectory} cannot be written \\(\\w+\\)\\. Choose another: DATA_DIR=/path/to/data npm start$`,
        ),
      );
    });

    it('when a setting is wrong, naming it and what it must be', async () => {
      const { code, stderr } = await start({ PORT: '0', PUBLIC_CACHE_TTL_MS: '999999999' });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        'Invalid environment:\n  PUBLIC_CACHE_TTL_MS: Too big: expected number to be <=300000',
      );
    });

    it('when another server already runs on its embedded database', async () => {
      const dataDir = join(dir, 'taken');
      mkdirSync(dataDir, { recursive: true });
      // This test's own process stands for the server that holds it.
      const release = lockEmbeddedDatabase(join(dataDir, 'db'), join(dataDir, 'db.lock'));
      const { code, stderr } = await start({ PORT: '0', DATA_DIR: dataDir });
      release();
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `The embedded database in ${dataDir} is open in another process: a server already runs on it (one that crashed frees it within 15 s). Stop that one, or choose another: DATA_DIR=/path/to/data npm start`,
      );
    });

    it('when its database cannot be reached', async () => {
      const { code, stderr } = await start({
        PORT: '0',
        DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/codegrow',
      });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        'The database at 127.0.0.1:1/codegrow cannot be reached (ECONNREFUSED). Check DATABASE_URL, or leave it unset to use the embedded database.',
      );
    });
  },
);
