import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES, SUBSCRIPTION_STATUSES } from '@codegrow/shared/constants/domain';
import {
  idParamSchema,
  pageQuerySchema,
  pagination,
  paginationSchema,
} from '@codegrow/shared/schemas/common';
import { transactionSchema } from '@codegrow/shared/schemas/transaction';
import { userSchema } from '@codegrow/shared/schemas/user';
import { changeAccount, changeComplimentary } from '../../../lib/admin/account-changes';
import { complimentaryGrantSchema } from '@codegrow/shared/schemas/complimentary';
import { signedInUser } from '../../../plugins/app/authenticate';
import { toUserJson } from '../../../lib/auth/users-repository';
import { conflict, invalidInput, notFound } from '../../../lib/errors/app-error';
import { ADMIN_MESSAGES, COMPLIMENTARY_MESSAGES } from '@codegrow/shared/constants/admin-messages';

const userUpdateSchema = z
  .object({
    role: z.enum(ROLES, { error: 'role must be user or admin' }).optional(),
    subscription_status: z
      .enum(SUBSCRIPTION_STATUSES, { error: 'subscription_status must be free, active or expired' })
      .optional(),
  })
  .refine((body) => body.role !== undefined || body.subscription_status !== undefined, {
    error: 'Send a role or a subscription_status to change',
  });

const auditEntrySchema = z.object({
  action: z.string(),
  detail: z.string().nullable(),
  actor: z.string().nullable(),
  created_at: z.string(),
});

const adminUserRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const admin = fastify.adminRepository;
  const usersRepo = fastify.usersRepository;

  fastify.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        querystring: pageQuerySchema(50, 100).extend({
          search: z.string().trim().max(254).optional(),
        }),
        response: {
          200: z.object({
            users: z.array(userSchema),
            pagination: paginationSchema,
          }),
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await admin.listUsers(request.query);
      return {
        users: rows.map(toUserJson),
        pagination: pagination(page, limit, total),
      };
    },
  );

  const detailSchema = z.object({
    user: userSchema,
    transactions: z.array(transactionSchema),
    savedCount: z.number(),
    audit: z.array(auditEntrySchema),
  });

  async function detail(id: number) {
    const user = await usersRepo.findById(id);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
    const [transactions, savedCount, audit] = await Promise.all([
      fastify.transactionsRepository.listForUser(id),
      admin.savedCount(id),
      admin.auditTrail(id),
    ]);
    return {
      user: toUserJson(user),
      transactions,
      savedCount,
      audit: audit.map(({ createdAt, ...entry }) => ({
        ...entry,
        created_at: createdAt.toISOString(),
      })),
    };
  }

  fastify.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: detailSchema } },
    },
    (request) => detail(request.params.id),
  );

  /** Role and subscription changes by hand, each recorded with who and when. */
  fastify.patch(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, body: userUpdateSchema, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = signedInUser(request);
      const { id } = request.params;
      const { role, subscription_status: status } = request.body;
      if (id === actor.id && role === 'user') throw conflict(ADMIN_MESSAGES.ownAdminRole, 'role');
      const before = await usersRepo.findById(id);
      if (!before) throw notFound(ADMIN_MESSAGES.userNotFound);
      await changeAccount(fastify.db, actor.id, before, { role, subscriptionStatus: status });
      fastify.accountChanged(id);
      return detail(id);
    },
  );

  /** Complimentary access, given with a reason (for life or until a date), and ended. */
  fastify.post(
    '/users/:id/complimentary',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: complimentaryGrantSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const until = request.body.until === null ? null : new Date(request.body.until);
      if (until && until <= new Date())
        throw invalidInput(COMPLIMENTARY_MESSAGES.untilInPast, 'until');
      const before = await usersRepo.findById(id);
      if (!before) throw notFound(ADMIN_MESSAGES.userNotFound);
      const grant = { reason: request.body.reason, until };
      await changeComplimentary(fastify.db, signedInUser(request).id, before, grant);
      // Every server reads the account again before its next request: the access holds on all.
      fastify.accountChanged(id);
      return detail(id);
    },
  );

  fastify.delete(
    '/users/:id/complimentary',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: detailSchema } },
    },
    async (request) => {
      const before = await usersRepo.findById(request.params.id);
      if (!before) throw notFound(ADMIN_MESSAGES.userNotFound);
      await changeComplimentary(fastify.db, signedInUser(request).id, before, null);
      fastify.accountChanged(before.id);
      return detail(before.id);
    },
  );
};

export default adminUserRoutes;
