// PostgreSQL's own rate of durable writes on this machine, as the floor the app's writes are
// read against: pgbench's simple-update script (-N: one row updated, one inserted, committed)
// with ten clients, in a database of its own made for the run.
import { spawnSync } from 'node:child_process';
import { ensurePgbench, PGBENCH } from '../lib/prepare.mjs';
import { createThrowawayDatabase } from '../lib/throwaway-database.mjs';

/** pgbench's database, filled at scale 10 (a million accounts); `rate(seconds)` and `drop()`. */
export async function startPgbench(serverUrl) {
  ensurePgbench();
  const database = await createThrowawayDatabase(serverUrl);
  const init = spawnSync(PGBENCH, ['-i', '-q', '-s', '10', database.url], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (init.status !== 0) {
    await database.drop();
    throw new Error(`pgbench -i failed: ${init.stderr || init.error?.message}`);
  }
  return {
    /** Durable transactions a second over `seconds`, ten clients on two threads. */
    rate(seconds) {
      const run = spawnSync(
        PGBENCH,
        ['-N', '-c', '10', '-j', '2', '-T', String(seconds), '-n', database.url],
        { encoding: 'utf8', timeout: (seconds + 60) * 1000 },
      );
      const tps = run.stdout.match(/tps = ([\d.]+)/)?.[1];
      if (!tps) throw new Error(`pgbench did not run: ${run.stderr || run.error?.message}`);
      return Math.round(Number(tps));
    },
    drop: () => database.drop(),
  };
}
