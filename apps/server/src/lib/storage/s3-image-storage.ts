import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import type { S3Config } from '../../config/env';
import { unavailable } from '../errors/app-error';
import { imageName, type ImageAddresses, type ImageStorage } from './image-storage';
import type { ImageType } from './image-type';

/** An image as the object store answers it, or that the caller's copy is still the one. */
export type StoredImage =
  | { notModified: false; body: Readable; contentType: string; length: number; etag: string }
  | { notModified: true; etag: string };

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** The store is down or refuses us: the reader or admin may try again, nothing is lost. */
const RETRY_AFTER_SECONDS = 30;
const storeUnavailable = () =>
  unavailable(API_ERROR_MESSAGES.imageStoreUnavailable, RETRY_AFTER_SECONDS);

/**
 * Article images in an S3 bucket (AWS or any S3-protocol store): every app server reads
 * and writes the same objects. Keys are the images' random names.
 */
export function createS3ImageStorage(
  config: S3Config,
  addresses: ImageAddresses,
  log: FastifyBaseLogger,
) {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Stores other than AWS are addressed by path: the bucket is not a host name there.
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
    // Without them a store that takes the connection and never answers holds the upload (and
    // the admin) for minutes; with them the call fails, is retried, and is answered 503.
    requestHandler: {
      connectionTimeout: config.timeoutMs,
      requestTimeout: config.timeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = config.bucket;

  const storage: ImageStorage = {
    async save(bytes: Buffer, type: ImageType) {
      const name = imageName(type);
      await client
        .send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: type.mime }))
        .catch((error: unknown) => {
          log.error({ err: error }, 'image store: could not store an image');
          throw storeUnavailable();
        });
      return addresses.urlOf(name);
    },
    async remove(url) {
      const name = addresses.nameOf(url);
      if (!name) return;
      // The article's change stands: an object left behind costs storage, not correctness.
      await client.send(new DeleteObjectCommand({ Bucket, Key: name })).catch((error: unknown) => {
        log.warn({ err: error, name }, 'image store: could not delete an image; it stays behind');
      });
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
      log.error({ err: error, name }, 'image store: could not read an image');
      throw storeUnavailable();
    }
  }

  return { storage, read, close: () => client.destroy() };
}
