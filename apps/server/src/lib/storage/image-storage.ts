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

/** Whether `name` is one this site could have handed out (not a crafted path, say). */
export const isImageName = (name: string) => IMAGE_NAME.test(name);

/** How an image's name becomes the address an article carries, and back. */
export interface ImageAddresses {
  urlOf(name: string): string;
  /** The name behind one of our addresses; null for anything else. */
  nameOf(url: string | null): string | null;
}

/**
 * New images are addressed under `assetUrl` (a CDN in front of the bucket or of /uploads)
 * when one is set, else under /uploads/ on the site itself; addresses handed out before
 * either way stay valid.
 */
export function imageAddresses(assetUrl?: string): ImageAddresses {
  const prefixes = assetUrl
    ? [`${assetUrl.replace(/\/+$/, '')}/`, UPLOADS_URL_PREFIX]
    : [UPLOADS_URL_PREFIX];
  return {
    urlOf: (name) => `${prefixes[0]}${name}`,
    nameOf(url) {
      const prefix = prefixes.find((candidate) => url?.startsWith(candidate));
      const name = prefix ? (url ?? '').slice(prefix.length) : '';
      return isImageName(name) ? name : null;
    },
  };
}

export function createLocalImageStorage(
  dataDir: string,
  addresses: ImageAddresses,
): { storage: ImageStorage; dir: string } {
  const dir = join(resolve(dataDir), 'uploads');
  mkdirSync(dir, { recursive: true });
  const storage: ImageStorage = {
    async save(bytes, type) {
      const name = imageName(type);
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return addresses.urlOf(name);
    },
    async remove(url) {
      const name = addresses.nameOf(url);
      if (name) await unlink(join(dir, name)).catch(() => undefined);
    },
  };
  return { storage, dir };
}
