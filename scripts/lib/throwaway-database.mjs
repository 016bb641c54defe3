// A PostgreSQL database made for one measurement and dropped after it, so a bench never
// touches data it did not create.
import { randomBytes } from 'node:crypto';

/** Creates an empty database beside the one `serverUrl` names; resolves with its URL. */
export async function createThrowawayDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `codegrow_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
