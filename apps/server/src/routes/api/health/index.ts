import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@codegrow/shared/schemas/common';
import { pingDatabase } from '../../../db/client';

// Load balancers poll this; one database round trip a second is enough to answer them all.
const PING_INTERVAL_MS = 1000;

const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  let lastPing = { at: 0, up: false };
  async function databaseUp(): Promise<boolean> {
    if (Date.now() - lastPing.at >= PING_INTERVAL_MS) {
      lastPing = { at: Date.now(), up: await pingDatabase(fastify.db) };
    }
    return lastPing.up;
  }

  fastify.get(
    '/',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await databaseUp();
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};

export default healthRoutes;
