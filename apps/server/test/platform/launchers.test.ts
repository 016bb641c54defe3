import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { accepts, freePort } from '../../../../scripts/lib/ports.mjs';
import { PROCESS_TEST_TIMEOUT_MS, TEST_JWT_SECRET } from '../helper';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'codegrow-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Polls every 100 ms until `done` holds, for at most `ms`; whether it came to hold. */
async function within(ms: number, done: () => Promise<boolean>): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return done();
}

describe('npm run serve', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('stops the server when npm itself is stopped, as a process manager stops it', async () => {
    if (!existsSync(join(root, 'apps/server/dist/server.js'))) {
      throw new Error('The server is not built: npm test builds it (or npm run build).');
    }
    const port = await freePort();
    const npm = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        JWT_SECRET: TEST_JWT_SECRET,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(dir, 'data'),
      },
      stdio: 'ignore',
      // Its own process group, so that whatever is left can be cleared after.
      detached: true,
    });
    try {
      expect(await within(45_000, () => accepts(port))).toBe(true);
      // npm alone is signalled; the shell it runs the script through passes nothing on.
      npm.kill('SIGTERM');
      expect(await within(10_000, async () => !(await accepts(port)))).toBe(true);
    } finally {
      try {
        process.kill(-(npm.pid ?? 0), 'SIGKILL');
      } catch {
        // Nothing was left.
      }
    }
  }, 60_000);
});
