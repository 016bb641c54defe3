import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface ObjectStore {
  /** The S3_* variables that point the app at this store. */
  env: Record<string, string>;
  /** The names of the objects in the bucket, asked of the store itself. */
  objectNames(): Promise<string[]>;
  stop(): Promise<void>;
}

const BUCKET = 'codegrow-images';

/** A real S3-protocol server on loopback (s3rver), with one empty bucket, for one test file. */
export async function startObjectStore(): Promise<ObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'codegrow-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials: it checks every request's signature with them.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async objectNames() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
