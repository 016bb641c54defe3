import type { FastifyPluginAsync } from 'fastify';
import adminEvidenceRoutes from './evidence';
import adminModerationRoutes from './moderation';
import adminOverviewRoutes from './overview';
import adminPaymentRoutes from './payments';
import adminUserRoutes from './users';

/** Everything under /api/admin: each route declares `access: 'admin'`. */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminOverviewRoutes);
  await fastify.register(adminUserRoutes);
  await fastify.register(adminPaymentRoutes);
  await fastify.register(adminEvidenceRoutes);
  await fastify.register(adminModerationRoutes);
};

export default adminRoutes;
