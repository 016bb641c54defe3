import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accepts } from './ports.mjs';
import { VARNISHD } from './prepare.mjs';

const vcl = fileURLToPath(new URL('../../deploy/varnish/default.vcl', import.meta.url));

/**
 * A real Varnish on `port` running deploy/varnish/default.vcl as it is, in front of `backend`
 * (a base URL): the site's part (backend.vcl, which the VCL includes) is written to a work
 * folder of its own, searched first for included files. Stopped by its process id (`pid`, the
 * manager, whose child process answers).
 */
export async function startVarnish(port, backend) {
  if (!existsSync(VARNISHD)) {
    throw new Error(`${VARNISHD} is missing: apt-get install -y varnish (Debian's package)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'codegrow-varnish-'));
  const { hostname, port: backendPort } = new URL(backend);
  writeFileSync(
    join(dir, 'backend.vcl'),
    `backend default { .host = "${hostname}"; .port = "${backendPort}"; }\n` +
      `acl codegrow_purgers { "127.0.0.1"; }\n`,
  );
  const child = spawn(
    VARNISHD,
    [
      ...['-F', '-j', 'none', '-T', 'none', '-n', join(dir, 'work')],
      ...['-a', `127.0.0.1:${port}`, '-f', vcl, '-p', `vcl_path=${dir}`, '-s', 'malloc,64m'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // It compiles the VCL with the C compiler, then its child process starts listening.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await accepts(port)) return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`varnishd did not start:\n${output}`);
}
