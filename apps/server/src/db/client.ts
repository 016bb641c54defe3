import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pLimit from 'p-limit';
import pg from 'pg';
import { migrationsDir } from '../config/paths';
import { lockEmbeddedDatabase } from './embedded-lock';
import * as schema from './schema/index';

/** What every repository works with, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository method runs on the database or inside a caller's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Queries waiting for a free connection of the pool (PGlite: none, it has no pool). */
  queued(): number;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(join(resolve(options.dataDir), 'db'));
}

/**
 * Settings every session of the app's own uses. A typed word counts as a typo of a title's
 * word from half its trigrams on (pg_trgm's default, 0.6, misses one wrong letter in a short
 * word: 'closre' shares 4 of its 7 trigrams with 'closures'); only search's `<%` reads it.
 */
const SESSION_SETTINGS = ['-c', 'pg_trgm.word_similarity_threshold=0.5'];

/**
 * PGlite runs inside the server's process, so its memory is the server's, and what its
 * WebAssembly heap once grew to stays taken. Its buffer pool is kept small (the files sit
 * in the system's page cache anyway), and so are the memory a sort or an index build may
 * take (docs/benchmarks.md, 'Memory': idle 293 -> 185 MB on an existing database).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...SESSION_SETTINGS,
  ...['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'],
  ...['-c', 'work_mem=2MB', '-c', 'temp_buffers=2MB'],
];

/**
 * Creating a cluster (initdb) takes PGlite's heap to about 650 MB for the life of the
 * process. A first start creates it in a short-lived child process instead, whose memory
 * goes back to the system when it exits; the server then opens the cluster as on any start.
 */
function createClusterApart(dir: string): void {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const script = `
    const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
    const db = new PGlite(${JSON.stringify(dir)}, { startParams: ${JSON.stringify(PGLITE_START_PARAMS)} });
    await db.waitReady;
    await db.close();`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    stdio: 'inherit',
  });
  if (child.status !== 0) throw new Error(`could not create the PGlite database in ${dir}`);
}

/**
 * PGlite with its transactions one at a time, queued apart from everything else. PGlite runs
 * one statement at a time, and a transaction holds it whole from BEGIN to COMMIT: fifty writers'
 * transactions waiting in its own queue were fifty a reader's query waited behind. Here the
 * writers wait their turn among themselves, and a read waits for one transaction at most.
 */
class OneWriterPGlite extends PGlite {
  readonly #writes = pLimit(1);

  override transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    return this.#writes(() => super.transaction(callback));
  }
}

function openPglite(dir: string): DatabaseHandle {
  mkdirSync(dir, { recursive: true });
  const unlock = lockEmbeddedDatabase(dir, `${dir}.lock`);
  createClusterApart(dir);
  // pg_trgm: the typo-tolerant search (migration 0008); PostgreSQL ships it as contrib.
  const client = new OneWriterPGlite(dir, {
    startParams: PGLITE_START_PARAMS,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    queued: () => 0,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close().finally(unlock),
  };
}

/**
 * Advisory locks that keep app servers starting together from doing the same work twice:
 * applying a migration, seeding the demo content.
 */
export const ADVISORY_LOCKS = { migrations: 727_001, seeding: 727_002 } as const;

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: SESSION_SETTINGS.join(' '),
  });
  // An idle connection the server drops (restart, failover) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    queued: () => pool.waitingCount,
    async migrate() {
      // The lock lives on its own connection so a pool of one can still migrate.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
        await migratePg(db, { migrationsFolder: migrationsDir });
      } finally {
        await lock.end();
      }
    },
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
