import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this file whether it runs from
 * src/ (tsx, Vitest) or bundled in dist/.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package (drizzle/ migrations)');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'drizzle');
export const defaultWebDist = resolve(serverRoot, '..', 'web', 'dist');
/** The web app's server bundle, which renders public pages. */
export const defaultWebSsrEntry = resolve(serverRoot, '..', 'web', 'dist-ssr', 'entry-server.js');
