// npm start: install, build, and serve the site with embedded PostgreSQL (PGlite), the
// Firebase Auth Emulator and demo content.
import { spawn } from 'node:child_process';
import {
  ensureBuilt,
  ensureDependencies,
  log,
  root,
  serverNodeArgs,
  SERVER_PROCESS_ENV,
} from './lib/prepare.mjs';
import { stopWithNpm } from './lib/stop-with-npm.mjs';

await ensureDependencies();
await ensureBuilt();
const { startAuthEmulator } = await import('./lib/auth-emulator.mjs');

const env = {
  ...SERVER_PROCESS_ENV,
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  PORT: '3000',
  DATA_DIR: './data',
  ...process.env,
};

// A real Firebase project (FIREBASE_API_KEY) or an emulator of one's own needs none here.
let emulator = null;
if (!env.FIREBASE_API_KEY && !env.FIREBASE_AUTH_EMULATOR_HOST) {
  log('Starting the Firebase Auth Emulator…');
  emulator = await startAuthEmulator().catch((error) => {
    log(error.message);
    process.exit(1);
  });
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  log(`Firebase Auth Emulator on http://${emulator.host} (links it would e-mail appear below)`);
}

log(`Starting the server (data in ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR})…`);
const server = spawn(
  process.execPath,
  [...serverNodeArgs(env), '--enable-source-maps', 'apps/server/dist/server.js'],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
// The server closes with this script, however it is stopped, and the emulator after it.
stopWithNpm((signal) => server.kill(signal));
server.on('exit', async (code) => {
  await emulator?.stop();
  process.exit(code ?? 0);
});
