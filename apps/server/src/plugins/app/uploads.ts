import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { S3Config } from '../../config/env';
import { notFound } from '../../lib/errors/app-error';
import {
  createLocalImageStorage,
  imageAddresses,
  isImageName,
  UPLOADS_URL_PREFIX,
  type ImageAddresses,
  type ImageStorage,
} from '../../lib/storage/image-storage';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStorage;
  }
}

const IMAGE_NOT_FOUND = 'Image not found';

/**
 * Names are random and never reused: a browser or CDN may keep an image for a year. Images
 * are public, so other sites may embed them (feed readers show an article's cover).
 */
function imageHeaders(reply: FastifyReply) {
  return reply.headers({
    'cache-control': 'public, max-age=31536000, immutable',
    'cross-origin-resource-policy': 'cross-origin',
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  });
}

/** Images kept on this machine's disk (DATA_DIR/uploads), served as static files. */
async function serveFromDisk(fastify: FastifyInstance, dataDir: string, addresses: ImageAddresses) {
  const { storage, dir } = createLocalImageStorage(dataDir, addresses);
  fastify.decorate('images', storage);
  await fastify.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => void imageHeaders(reply),
  });
}

/** Images kept in an S3 bucket, streamed through whichever server is asked. */
async function serveFromBucket(
  fastify: FastifyInstance,
  config: S3Config,
  addresses: ImageAddresses,
) {
  // The AWS SDK loads only where a bucket is configured.
  const { createS3ImageStorage } = await import('../../lib/storage/s3-image-storage');
  const bucket = createS3ImageStorage(config, addresses, fastify.log);
  fastify.decorate('images', bucket.storage);
  fastify.addHook('onClose', () => bucket.close());
  fastify.get<{ Params: { name: string } }>(
    `${UPLOADS_URL_PREFIX}:name`,
    async (request, reply) => {
      const { name } = request.params;
      if (!isImageName(name)) throw notFound(IMAGE_NOT_FOUND);
      const image = await bucket.read(name, request.headers['if-none-match']);
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      imageHeaders(reply).header('etag', image.etag);
      if (image.notModified) return reply.code(304).send();
      return reply.type(image.contentType).header('content-length', image.length).send(image.body);
    },
  );
}

export interface UploadsOptions {
  dataDir: string;
  s3: S3Config | null;
  /** Where new images are addressed (a CDN); unset: /uploads/ on this site. */
  assetUrl: string | undefined;
}

/**
 * Article images: stored under random names, so they can be cached forever, and served at
 * /uploads/<name> either way (a CDN's origin).
 */
export default fp(
  async function uploads(fastify: FastifyInstance, opts: UploadsOptions) {
    const addresses = imageAddresses(opts.assetUrl);
    if (opts.s3) await serveFromBucket(fastify, opts.s3, addresses);
    else await serveFromDisk(fastify, opts.dataDir, addresses);
  },
  { name: 'uploads' },
);
