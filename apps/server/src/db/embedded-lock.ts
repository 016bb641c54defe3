import { rmSync, statSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/** Another process has the embedded database open. */
export class EmbeddedDatabaseInUse extends Error {
  readonly code = 'CODEGROW_EMBEDDED_DATABASE_IN_USE';
  constructor(readonly lockFile: string) {
    super(`The embedded database is open in another process (${lockFile}).`);
  }
}

/**
 * How long a lock nobody keeps fresh stands: the holder renews it every few seconds, so one
 * left by a process that crashed is free this long after. Long enough that PGlite's start,
 * which holds the event loop for a few seconds on a slow machine, never lets it lapse.
 */
export const LOCK_STALE_MS = 15_000;
const LOCK_RENEW_MS = 3_000;

/** A lock file of an earlier version (a file naming a process): no server of today holds it. */
function dropEarlierLock(lockFile: string): void {
  try {
    if (statSync(lockFile).isFile()) rmSync(lockFile);
  } catch {
    // None there.
  }
}

/**
 * PGlite is a database inside one process: a second process opening the same files (a
 * second server, `npm run admin` while the site runs) would write over the first's, and the
 * first would never see what the second wrote. The process that opens it holds a lock
 * (proper-lockfile: a directory made atomically, its time renewed while held); another finds
 * it and stops, unless its holder stopped renewing it (a crash), whose lock it takes over.
 * Returns the release.
 */
export function lockEmbeddedDatabase(dataDir: string, lockFile: string): () => void {
  dropEarlierLock(lockFile);
  try {
    const release = lockfile.lockSync(dataDir, {
      lockfilePath: lockFile,
      realpath: false,
      stale: LOCK_STALE_MS,
      update: LOCK_RENEW_MS,
      // Renewing failed for longer than the lock stands: say so rather than stop the site.
      onCompromised: (error) =>
        console.error(`The embedded database's lock ${lockFile} was lost: ${error.message}`),
    });
    return () => {
      try {
        release();
      } catch {
        // Released already, or taken over after it was lost.
      }
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new EmbeddedDatabaseInUse(lockFile);
    throw error;
  }
}
