import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Where article images live. Local disk by default; an object store can implement the same. */
export interface ImageStorage {
  /** Stores the bytes under a new random name and returns the public URL. */
  save(bytes: Buffer, ext: string): Promise<string>;
  /** Removes an image this storage handed out; other URLs are left alone. */
  remove(url: string | null): Promise<void>;
}

export function createLocalImageStorage(dataDir: string): { storage: ImageStorage; dir: string } {
  const dir = join(resolve(dataDir), 'uploads');
  mkdirSync(dir, { recursive: true });
  const storage: ImageStorage = {
    async save(bytes, ext) {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(url) {
      if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
      // basename() keeps a crafted URL from reaching outside the uploads folder.
      await unlink(join(dir, basename(url))).catch(() => undefined);
    },
  };
  return { storage, dir };
}
