// npm start: install, build, and serve the site with embedded PostgreSQL (PGlite) and demo content.
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureDependencies, log, root } from './lib/prepare.mjs';

await ensureDependencies();
await ensureBuilt();

const env = {
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  PORT: '3000',
  DATA_DIR: './data',
  ...process.env,
};
log(`Starting the server (data in ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR})…`);
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
