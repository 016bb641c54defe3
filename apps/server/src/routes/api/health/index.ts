import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, livenessSchema } from '@codegrow/shared/schemas/common';
import { pingDatabase } from '../../../db/client';

// Load balancers poll this; one database round trip a second is enough to answer them all.
const PING_INTERVAL_MS = 1000;

const uptimeSeconds = () => Math.round(process.uptime());

/**
 * Readiness (`/api/health`, `/api/health/ready`): 200 when this server can serve, 503 while
 * the database is unreachable or the server sheds load, so a load balancer sends requests
 * elsewhere. Liveness (`/api/health/live`): 200 whenever the process answers at all, even
 * busy or cut off from the database, so an orchestrator restarts only a server that hangs.
 */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // It was reached at start (migrations ran), until a ping says otherwise.
  let lastPing = { at: 0, up: true };
  async function databaseUp(): Promise<boolean> {
    if (Date.now() - lastPing.at >= PING_INTERVAL_MS) {
      lastPing = { at: Date.now(), up: await pingDatabase(fastify.db) };
    }
    return lastPing.up;
  }

  const readiness = {
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    // It says why it is not ready rather than being turned away like other requests.
    config: { alwaysAnswers: true, access: 'public' as const },
  };
  for (const url of ['/', '/ready']) {
    fastify.get(url, readiness, async (_request, reply) => {
      // A saturated pool would keep the ping waiting: busy is answer enough.
      const busy = fastify.sheddingLoad();
      const up = busy ? lastPing.up : await databaseUp();
      const status = busy ? 'busy' : up ? 'ok' : 'degraded';
      return reply.code(status === 'ok' ? 200 : 503).send({
        status,
        database: up ? 'up' : 'down',
        uptimeSeconds: uptimeSeconds(),
      });
    });
  }

  fastify.get(
    '/live',
    {
      schema: { response: { 200: livenessSchema } },
      config: { alwaysAnswers: true, access: 'public' },
    },
    () => ({ status: 'ok' as const, uptimeSeconds: uptimeSeconds() }),
  );
};

export default healthRoutes;
