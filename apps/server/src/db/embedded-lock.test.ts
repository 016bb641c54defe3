import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseInUse, LOCK_STALE_MS, lockEmbeddedDatabase } from './embedded-lock';

let dir = '';
let dataDir = '';
let lockFile = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'codegrow-lock-'));
  dataDir = join(dir, 'db');
  lockFile = join(dir, 'db.lock');
  mkdirSync(dataDir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database’s lock', () => {
  it('lets one holder at a time open it, and the next once it is released', () => {
    const release = lockEmbeddedDatabase(dataDir, lockFile);
    expect(() => lockEmbeddedDatabase(dataDir, lockFile)).toThrow(EmbeddedDatabaseInUse);
    release();
    lockEmbeddedDatabase(dataDir, lockFile)();
  });

  it('is taken over from a holder that crashed: no one renewed it for longer than it stands', () => {
    mkdirSync(lockFile);
    const crashedAt = new Date(Date.now() - LOCK_STALE_MS - 5_000);
    utimesSync(lockFile, crashedAt, crashedAt);
    lockEmbeddedDatabase(dataDir, lockFile)();
  });

  it('is taken over from an earlier version’s lock file', () => {
    writeFileSync(lockFile, '12345');
    lockEmbeddedDatabase(dataDir, lockFile)();
  });
});
