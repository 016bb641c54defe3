import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRoundRobinProxy } from '../../../../scripts/lib/round-robin-proxy.mjs';
import { createTestDatabase } from '../helper';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface FleetServer {
  url: string;
  process: ChildProcess;
}

/** One app server in a process of its own, with a data directory of its own. */
async function startServer(env: Record<string, string>): Promise<FleetServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'codegrow-fleet-'));
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /ready at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { url, process: child };
}

async function stopServer({ process: child }: FleetServer): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface Fleet {
  /** The proxy in front of every server. */
  url: string;
  databaseUrl: string;
  servers: FleetServer[];
  stop(): Promise<void>;
}

/**
 * `size` app servers started together on one new PostgreSQL database, each its own
 * process, behind a round-robin proxy on loopback; stopped and dropped by `stop`.
 */
export async function startFleet(size: number, env: Record<string, string>): Promise<Fleet> {
  const database = await createTestDatabase();
  const servers: FleetServer[] = [];
  const started = await Promise.allSettled(
    Array.from({ length: size }, () => startServer({ ...database.env, ...env })),
  );
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const stopServers = async () => {
    await Promise.all(servers.map(stopServer));
    await database.drop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopServers();
    throw failed.reason;
  }
  const proxy = await startRoundRobinProxy(servers.map((server) => server.url));
  return {
    url: proxy.url,
    databaseUrl: database.env.DATABASE_URL ?? '',
    servers,
    async stop() {
      await proxy.stop();
      await stopServers();
    },
  };
}
