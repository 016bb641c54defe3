import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseOptions } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: 'pglite' | 'postgres';
    dbQueued: () => number;
  }
}

/** Opens the database, applies pending migrations, and closes it with the server. */
export default fp(
  async function database(fastify: FastifyInstance, opts: DatabaseOptions) {
    const handle = openDatabase(opts);
    await handle.migrate();
    fastify.decorate('db', handle.db);
    fastify.decorate('dbDriver', handle.driver);
    fastify.decorate('dbQueued', handle.queued);
    fastify.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
