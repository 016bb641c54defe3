// npm run serve: the built server alone, as deployed: NODE_ENV=production unless set (it serves
// the web app too), with the runtime settings every launcher here gives it (SERVER_PROCESS_ENV,
// serverNodeArgs).
import { spawn } from 'node:child_process';
import { root, serverNodeArgs, SERVER_PROCESS_ENV } from './lib/prepare.mjs';
import { stopWithNpm } from './lib/stop-with-npm.mjs';

const env = { ...SERVER_PROCESS_ENV, NODE_ENV: 'production', ...process.env };
const server = spawn(
  process.execPath,
  [...serverNodeArgs(env), '--enable-source-maps', 'apps/server/dist/server.js'],
  { cwd: root, env, stdio: 'inherit' },
);
// The server closes with this script, however it is stopped.
stopWithNpm((signal) => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
