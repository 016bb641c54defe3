// Shared by start, test, bench and admin: install what is missing and build what is stale.
// Only Node built-ins here, because this runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the server's process starts with, from every launcher here (a deployment sets the
 * same in its service's environment; the README says so). glibc serves large allocations
 * from its heap once the first such block is freed, and keeps what is freed there: every
 * password hash (scrypt, 16 MB in a worker thread) then stays in the process for good, some
 * 70 MB after a burst of logins. A fixed threshold hands those blocks back at once. Other C
 * libraries ignore the variable.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * The V8 heap settings a server on PostgreSQL runs with from every launcher here (the README's
 * deployment command has them too). By default V8 lets the old generation grow to several
 * times what survived its last full collection before the next: under load a server holding
 * 35–60 MB of live objects sat at 200 MB. 20 % growth keeps it near 150 MB. The young
 * generation is halved (8 MB semi-spaces, from 16): a quarter of it (4 MB) had kept memory as
 * low but doubled the CPU time of a cached read, since objects of requests still in flight
 * outlived each small collection and filled the old generation. On PGlite, whose every query
 * allocates on the JavaScript heap, the extra collections cost a third of the throughput, so
 * it keeps V8's defaults (docs/benchmarks.md).
 */
export const serverNodeArgs = (env) =>
  env.DATABASE_URL ? ['--max-semi-space-size=8', '--heap-growing-percent=20'] : [];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  console.log(`\x1b[36m[codegrow]\x1b[0m ${message}`);
}

/** Runs a command in the repository, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const isStale = (output, inputs) =>
  !existsSync(output) ||
  Math.max(...inputs.map((input) => newestMtime(join(root, input)))) > statSync(output).mtimeMs;

/**
 * `npm install`, not `npm ci`: it installs exactly the locked versions and also adds the
 * optional packages of this platform a lock file may lack, where `npm ci` would refuse.
 */
export async function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const manifests = [
    'package-lock.json',
    'package.json',
    'apps/web/package.json',
    'apps/server/package.json',
    'packages/shared/package.json',
  ];
  if (existsSync(marker) && !isStale(marker, manifests)) return;
  log('Installing dependencies (npm install)…');
  await runOrExit(npm, ['install', '--no-audit', '--no-fund']);
}

const BUILDS = [
  {
    name: 'web app',
    output: 'apps/web/dist-ssr/entry-server.js',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    workspace: 'apps/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src'],
    workspace: 'apps/server',
  },
  {
    name: "first screen's styles",
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/dist-ssr/entry-server.js',
      'apps/server/dist/server.js',
      'scripts/critical-css.mjs',
    ],
    script: 'scripts/critical-css.mjs',
  },
];

/** Builds the web app and the server when their sources are newer than the output. */
export async function ensureBuilt({ force = false } = {}) {
  for (const build of BUILDS) {
    if (!force && !isStale(join(root, build.output), build.inputs)) continue;
    log(`Building the ${build.name}…`);
    if (build.script) await runOrExit(process.execPath, [build.script]);
    else await runOrExit(npm, ['run', 'build', '-w', build.workspace]);
  }
}

export const CHROMIUM = '/usr/bin/chromium';
export const VARNISHD = '/usr/sbin/varnishd';
export const WRK = '/usr/bin/wrk';
export const PGBENCH = '/usr/bin/pgbench';

/** Installs Debian's package `name` when `binary` is missing: as root, or says how to. */
function ensureDebianPackage(binary, name) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${binary} is missing. Install it with: sudo apt-get install -y ${name}`);
    process.exit(1);
  }
  log(`Installing ${name} from Debian (apt-get install ${name})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', name],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
}

/** The end-to-end tests use Debian's Chromium, never a downloaded browser. */
export const ensureChromium = () => ensureDebianPackage(CHROMIUM, 'chromium');

/** The fleet's test puts Debian's Varnish in front of its servers (deploy/varnish). */
export const ensureVarnish = () => ensureDebianPackage(VARNISHD, 'varnish');

/** npm run bench -- --varnish reads Varnish's rate with wrk, which Node's autocannon caps. */
export const ensureWrk = () => ensureDebianPackage(WRK, 'wrk');

/** npm run bench -- --pg runs PostgreSQL's own pgbench beside the app's writes. */
export const ensurePgbench = () => ensureDebianPackage(PGBENCH, 'postgresql-client');
