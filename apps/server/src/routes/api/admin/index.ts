import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../../config/env';
import adminOverviewRoutes from './overview';
import adminPaymentRoutes from './payments';
import adminUserRoutes from './users';

/** Everything under /api/admin: one guard for the whole folder, admins only. */
const adminRoutes: FastifyPluginAsync<{ env: Env }> = async (fastify, opts) => {
  fastify.addHook('onRequest', fastify.requireAdmin);
  await fastify.register(adminOverviewRoutes);
  await fastify.register(adminUserRoutes);
  await fastify.register(adminPaymentRoutes, { env: opts.env });
};

export default adminRoutes;
