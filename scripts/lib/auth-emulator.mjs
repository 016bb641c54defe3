// The Firebase Auth Emulator (package firebase-tools) for npm start: loopback only, demo project.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { log, root } from './prepare.mjs';

export const EMULATOR_PROJECT = 'demo-codegrow';
const firebaseCli = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

async function isReady(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator with the given firebase.json (which fixes its ports) and
 * resolves once it answers. Verification and reset links, which a real project
 * would e-mail, are printed for the developer.
 */
export async function startAuthEmulator({
  config = 'firebase.json',
  host = '127.0.0.1:9099',
} = {}) {
  const url = `http://${host}/`;
  if (await isReady(url)) {
    throw new Error(
      `An Auth Emulator already answers on ${host}: another \`npm start\` may still be running. ` +
        `Stop it, or use that one with FIREBASE_AUTH_EMULATOR_HOST=${host}.`,
    );
  }
  const child = spawn(
    process.execPath,
    [
      firebaseCli,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      EMULATOR_PROJECT,
      '--config',
      config,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } },
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (/follow this link|https?:\/\/\S+oobCode=/.test(line))
        log(`Auth emulator: ${line.trim()}`);
    });
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (!(await isReady(url))) {
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r(undefined), 500)),
    ]);
    if (code !== undefined) throw new Error(`The Firebase Auth Emulator exited with code ${code}`);
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error('The Firebase Auth Emulator did not start within 2 minutes');
    }
  }
  return {
    host,
    stop: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}
