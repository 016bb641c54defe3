import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const statsSchema = z.object({
  totalUsers: z.number(),
  activeSubscriptions: z.number(),
  totalRevenue: z.number(),
  pendingTransactions: z.number(),
  totalBlogs: z.number(),
  premiumBlogs: z.number(),
});

const adminBlogSchema = z.object({
  id: z.number(),
  title: z.string(),
  author_name: z.string(),
  category: z.string(),
  is_premium: z.boolean(),
  is_published: z.boolean(),
  /** Scheduled: when it goes live by itself. */
  publish_at: z.string().nullable(),
  free_at: z.string().nullable(),
  likes_count: z.number(),
  created_at: z.string(),
});

const adminOverviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const admin = fastify.adminRepository;

  fastify.get(
    '/dashboard/stats',
    { config: { access: 'admin' }, schema: { response: { 200: statsSchema } } },
    () => admin.dashboardStats(),
  );

  fastify.get(
    '/blogs',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.object({ search: z.string().trim().max(200).optional() }),
        response: { 200: z.object({ blogs: z.array(adminBlogSchema) }) },
      },
    },
    async (request) => {
      const rows = await admin.listBlogs(request.query.search);
      return {
        blogs: rows.map(({ createdAt, publishAt, freeAt, ...row }) => ({
          ...row,
          publish_at: publishAt?.toISOString() ?? null,
          free_at: freeAt?.toISOString() ?? null,
          created_at: createdAt.toISOString(),
        })),
      };
    },
  );
};

export default adminOverviewRoutes;
