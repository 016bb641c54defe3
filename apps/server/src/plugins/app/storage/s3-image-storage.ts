import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config/env';
import { imageName, imageNameOf, UPLOADS_URL_PREFIX, type ImageStorage } from './image-storage';
import type { ImageType } from './image-type';

/** An image as the object store answers it, or that the caller's copy is still the one. */
export type StoredImage =
  | { notModified: false; body: Readable; contentType: string; length: number; etag: string }
  | { notModified: true; etag: string };

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Article images in an S3 bucket (AWS or any S3-protocol store): every app server reads
 * and writes the same objects. Keys are the images' random names.
 */
export function createS3ImageStorage(config: S3Config) {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Stores other than AWS are addressed by path: the bucket is not a host name there.
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
  });
  const Bucket = config.bucket;

  const storage: ImageStorage = {
    async save(bytes: Buffer, type: ImageType) {
      const name = imageName(type);
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: type.mime }),
      );
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(url) {
      const name = imageNameOf(url);
      if (name) await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
  };

  /** The image called `name`, null when there is none. */
  async function read(name: string, ifNoneMatch?: string): Promise<StoredImage | null> {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: name, IfNoneMatch: ifNoneMatch }),
      );
      return {
        notModified: false,
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        length: object.ContentLength ?? 0,
        etag: object.ETag ?? '',
      };
    } catch (error) {
      if (statusOf(error) === 304) return { notModified: true, etag: ifNoneMatch ?? '' };
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  return { storage, read, close: () => client.destroy() };
}
