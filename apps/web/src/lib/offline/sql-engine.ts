/**
 * PostgreSQL's engine for runnable SQL: the files PGlite loads, which the SQL worker fetches
 * itself (to show its progress) and the service worker keeps once fetched, and what they
 * weigh, as the build measured them (vite.config.ts). Small: the article page loads it to say
 * what a first run downloads, without the runner.
 */
import initdbWasm from '@electric-sql/pglite/initdb.wasm?url';
import pgliteData from '@electric-sql/pglite/pglite.data?url';
import pgliteWasm from '@electric-sql/pglite/pglite.wasm?url';
import { SQL_ENGINE_CACHE } from './offline-caches';

const measured = typeof __SQL_ENGINE__ === 'undefined' ? null : __SQL_ENGINE__;

/** The engine's files, with their uncompressed sizes (what a stream of each counts up to). */
export const SQL_ENGINE_FILES = [
  { url: pgliteWasm, bytes: measured?.bytes['pglite.wasm'] ?? 0 },
  { url: initdbWasm, bytes: measured?.bytes['initdb.wasm'] ?? 0 },
  { url: pgliteData, bytes: measured?.bytes['pglite.data'] ?? 0 },
] as const;

/** The bytes a first run downloads (compressed); 0 where the build did not measure it. */
export const SQL_ENGINE_DOWNLOAD_BYTES = measured?.download ?? 0;

const rawTotal = SQL_ENGINE_FILES.reduce((sum, file) => sum + file.bytes, 0);

/** The downloaded bytes that `received` uncompressed bytes of the engine stand for. */
export const downloadedBytes = (received: number) =>
  rawTotal === 0 ? 0 : Math.round((received / rawTotal) * SQL_ENGINE_DOWNLOAD_BYTES);

const cacheStorage = () => (typeof caches === 'undefined' ? null : caches);

/** Whether this browser keeps every engine file already (the service worker's cache). */
export async function sqlEngineKept(): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(SQL_ENGINE_CACHE))) return false;
  const cache = await storage.open(SQL_ENGINE_CACHE);
  const kept = await Promise.all(SQL_ENGINE_FILES.map(({ url }) => cache.match(url)));
  return kept.every(Boolean);
}

/** Keeps the engine's files for offline runs, from the network (or the browser's cache). */
export async function keepSqlEngine(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) throw new Error('This browser keeps no files for offline use');
  const cache = await storage.open(SQL_ENGINE_CACHE);
  const missing = await Promise.all(
    SQL_ENGINE_FILES.map(async ({ url }) => ((await cache.match(url)) ? null : url)),
  );
  await cache.addAll(missing.filter((url): url is string => url !== null));
}
