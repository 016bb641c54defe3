// The built server on loopback with demo content in a throw-away data folder, for
// measurements (bench, lighthouse). Stopped by PID with its folder removed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, SERVER_PROCESS_ENV, serverNodeArgs } from './prepare.mjs';

/**
 * Starts a node process and resolves with its base URL once it prints "ready at <url>".
 * It inherits this process's environment with `env` over it; an undefined value removes one.
 */
export function startProcess(script, env, nodeArgs = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, script], {
      cwd: root,
      env: Object.fromEntries(
        Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
      ),
    });
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/ready at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
}

/**
 * The demo site, production settings; `readerPassword` signs in reader@codegrow.local,
 * `pid` is the server's process.
 * `nodeArgs` go to its Node.js (a profiler's flags, say).
 */
export async function startDemoServer(env = {}, nodeArgs = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'codegrow-demo-'));
  const readerPassword = randomBytes(12).toString('hex');
  const { child, url } = await startProcess(
    'apps/server/dist/server.js',
    {
      ...SERVER_PROCESS_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Only a database named here, never one the shell happens to point at.
      DATABASE_URL: undefined,
      DEMO_USER_PASSWORD: readerPassword,
      ...env,
    },
    [...serverNodeArgs(env), ...nodeArgs],
  );
  return {
    url,
    readerPassword,
    pid: child.pid,
    /** Resolves once the server has exited (its database connections closed) and its folder is gone. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
