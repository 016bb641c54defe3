import { createServer } from 'node:net';

/**
 * Fails as listening on `port` would (EADDRINUSE, EACCES) if it would, and frees it again. Run
 * before the database is opened, so a port in use is said at once, not after an empty embedded
 * database is migrated and seeded. Port 0 (any free port) is always free.
 */
export function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
