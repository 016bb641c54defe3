import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ImageType } from './image-type';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Where article images live: local disk for one machine, an object store for a fleet. */
export interface ImageStorage {
  /** Stores the bytes under a new random name and returns the public URL. */
  save(bytes: Buffer, type: ImageType): Promise<string>;
  /** Removes an image this storage handed out; other URLs are left alone. */
  remove(url: string | null): Promise<void>;
}

/** Random, so an image's address never changes meaning and may be cached forever. */
export const imageName = (type: ImageType) => `${randomBytes(16).toString('hex')}.${type.ext}`;

const IMAGE_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/** The name behind one of our image URLs; null for anything else (a crafted path, say). */
export function imageNameOf(url: string | null): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return IMAGE_NAME.test(name) ? name : null;
}

export function createLocalImageStorage(dataDir: string): { storage: ImageStorage; dir: string } {
  const dir = join(resolve(dataDir), 'uploads');
  mkdirSync(dir, { recursive: true });
  const storage: ImageStorage = {
    async save(bytes, type) {
      const name = imageName(type);
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(url) {
      const name = imageNameOf(url);
      if (name) await unlink(join(dir, name)).catch(() => undefined);
    },
  };
  return { storage, dir };
}
