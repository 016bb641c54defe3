import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VARNISHD } from './prepare.mjs';
const vcl = fileURLToPath(new URL('../../deploy/varnish/default.vcl', import.meta.url));

/** A loopback port free now, for a server that must be named before it starts. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A real Varnish on `port` running deploy/varnish/default.vcl as it is, in front of `backend`
 * (a base URL): the site's part (backend.vcl, which the VCL includes) is written to a work
 * folder of its own, searched first for included files. Stopped by its process id.
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
    if (await listening(port)) return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`varnishd did not start:\n${output}`);
}
