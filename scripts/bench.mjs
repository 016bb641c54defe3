// npm run bench: starts the built server on loopback with demo data and measures
// each endpoint with autocannon for a bounded time. BENCH_SECONDS (default 10) per endpoint.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, log, root } from './lib/prepare.mjs';

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const ENDPOINTS = [
  { name: 'bare Fastify route (yardstick)', target: 'bare', path: '/bare' },
  { name: 'GET /api/health', target: 'app', path: '/api/health' },
  { name: 'GET /api/blogs?limit=9', target: 'app', path: '/api/blogs?limit=9' },
  {
    name: 'GET /api/blogs?limit=9 signed in (uncached)',
    target: 'app',
    path: '/api/blogs?limit=9',
    signedIn: true,
  },
  { name: 'GET /api/blogs/1', target: 'app', path: '/api/blogs/1' },
  {
    name: 'GET /api/blogs/1 signed in (uncached)',
    target: 'app',
    path: '/api/blogs/1',
    signedIn: true,
  },
  { name: 'GET /api/categories/stats', target: 'app', path: '/api/categories/stats' },
  { name: 'GET / (index.html)', target: 'app', path: '/' },
];

/** Starts a node process and resolves with its base URL once it prints "ready at <url>". */
function startProcess(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env } });
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

await ensureDependencies();
await ensureBuilt();
const { default: autocannon } = await import('autocannon');

const dataDir = mkdtempSync(join(tmpdir(), 'codegrow-bench-'));
const readerPassword = randomBytes(12).toString('hex');
const app = await startProcess('apps/server/dist/server.js', {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
  DEMO_USER_PASSWORD: readerPassword,
});
const bare = await startProcess('scripts/bench/bare-fastify.mjs', {});
const bases = { app: app.url, bare: bare.url };
const login = await fetch(`${app.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'reader@codegrow.local', password: readerPassword }),
});
const { token } = await login.json();
if (!token) throw new Error(`could not sign in the demo reader (${login.status})`);

log(`${seconds} s per endpoint, ${connections} connections, loopback only`);
const rows = [];
try {
  for (const endpoint of ENDPOINTS) {
    const headers = endpoint.signedIn ? { authorization: `Bearer ${token}` } : {};
    const url = bases[endpoint.target] + endpoint.path;
    const result = await autocannon({ url, headers, duration: seconds, connections });
    const ok = result.non2xx === 0 && result.errors === 0;
    rows.push({
      endpoint: endpoint.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
      note: ok ? '' : 'not all responses were 2xx',
    });
  }
} finally {
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
