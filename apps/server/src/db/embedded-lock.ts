import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Another process has the embedded database open. */
export class EmbeddedDatabaseInUse extends Error {
  readonly code = 'CODEGROW_EMBEDDED_DATABASE_IN_USE';
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(`The embedded database is open in process ${pid} (${lockFile}).`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is a database inside one process: a second process opening the same files (a
 * second server, `npm run admin` while the site runs) would write over the first's, and the
 * first would never see what the second wrote. As PostgreSQL does with postmaster.pid, the
 * process that opens it writes its id into `lockFile`; another finds it and stops, unless
 * the process named there is gone (a crash), whose file it takes over. Returns the release.
 */
export function lockEmbeddedDatabase(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (holder(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(lockFile);
      if (pid !== null && pid !== process.pid && isRunning(pid)) {
        throw new EmbeddedDatabaseInUse(lockFile, pid);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock the embedded database (${lockFile})`);
}
