import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../../config/env';
import adminOverviewRoutes from './overview';
import adminPaymentRoutes from './payments';
import adminUserRoutes from './users';

/** Everything under /api/admin: each route declares `access: 'admin'`. */
const adminRoutes: FastifyPluginAsync<{ env: Env }> = async (fastify, opts) => {
  await fastify.register(adminOverviewRoutes);
  await fastify.register(adminUserRoutes);
  await fastify.register(adminPaymentRoutes, { env: opts.env });
};

export default adminRoutes;
