import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import {
  adminTrxIdInputSchema,
  paymentSettingsInputSchema,
  paymentSettingsSchema,
  transactionSchema,
} from '@codegrow/shared/schemas/transaction';
import { signedInUser } from '../../../plugins/app/authenticate';

/** Transaction IDs seen on the mobile-money account, and payment settings. */
const adminPaymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const payments = fastify.paymentService;
  const paymentSettings = fastify.paymentSettingsRepository;

  fastify.post(
    '/transactions/add-id',
    {
      config: { access: 'admin' },
      schema: {
        body: adminTrxIdInputSchema,
        response: {
          201: z.object({ message: z.string(), matchedTransaction: transactionSchema.nullable() }),
        },
      },
    },
    async (request, reply) => {
      const { matchedTransaction } = await payments.addAdminId(
        request.body.trxId,
        signedInUser(request).id,
      );
      // It may have approved a reader's pending claim.
      if (matchedTransaction?.status === 'approved')
        fastify.accountChanged(matchedTransaction.user_id);
      return reply.code(201).send({ message: TRANSACTION_MESSAGES.idAdded, matchedTransaction });
    },
  );

  fastify.get(
    '/settings',
    { config: { access: 'admin' }, schema: { response: { 200: paymentSettingsSchema } } },
    () => paymentSettings.get(),
  );

  fastify.put(
    '/settings',
    {
      config: { access: 'admin' },
      schema: { body: paymentSettingsInputSchema, response: { 200: paymentSettingsSchema } },
    },
    (request) => paymentSettings.set(request.body),
  );
};

export default adminPaymentRoutes;
