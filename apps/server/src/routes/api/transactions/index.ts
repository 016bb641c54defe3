import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GIFT_MESSAGES } from '@codegrow/shared/constants/gifts';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { idParamSchema, pagination, paginationSchema } from '@codegrow/shared/schemas/common';
import {
  PAYMENT_LIMITS,
  TRANSACTION_API_MESSAGES,
  addedPaymentInputSchema,
  giftResendSchema,
  rejectionSchema,
  transactionInputSchema,
  transactionListQuerySchema,
  transactionSchema,
} from '@codegrow/shared/schemas/transaction';
import { paymentHistorySchema } from '@codegrow/shared/schemas/payment-evidence';
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../../config/env';
import { conflict, notFound } from '../../../lib/errors/app-error';
import { receiptFacts, renderReceiptPdf } from '../../../lib/payments/receipts/receipt';
import { receiptPage } from '../../../lib/payments/receipts/receipt-page';
import { signedInUser } from '../../../plugins/app/authenticate';

const transactionList = z.object({
  transactions: z.array(transactionSchema),
  pagination: paginationSchema,
});
/**
 * Transaction IDs one address may send in an hour (a claim's own, or a payment added to one),
 * counted after sign-in and validation so a visitor still reads 'Please login'.
 */
const PAYMENT_IDS_PER_ADDRESS = {
  max: PAYMENT_LIMITS.submissionsPerAddressPerHour,
  timeWindow: '1 hour',
  hook: 'preHandler',
} as const;

const reviewed = { 200: z.object({ message: z.string(), transaction: transactionSchema }) };

const transactionRoutes: FastifyPluginAsyncZod<{ site: SiteConfig }> = async (fastify, opts) => {
  const payments = fastify.paymentService;
  const transactionsRepo = fastify.transactionsRepository;

  /** The receipt of a claim its reader (or an admin) asks for, once it is verified. */
  async function verifiedReceipt(request: FastifyRequest, id: number) {
    await mustBeOwnOrAdmin(request, id);
    const facts = await receiptFacts(fastify.db, id);
    if (!facts) throw conflict(TRANSACTION_API_MESSAGES.receiptNotYet);
    return facts;
  }

  /** Another reader's claim is as good as missing: its existence is not theirs to learn. */
  async function mustBeOwnOrAdmin(request: FastifyRequest, id: number) {
    const user = signedInUser(request);
    const owner = await transactionsRepo.ownerOf(id);
    if (owner === undefined || (user.role !== 'admin' && owner !== user.id))
      throw notFound(TRANSACTION_API_MESSAGES.notFound);
  }

  fastify.post(
    '/',
    {
      config: {
        access: 'user',
        signInMessage: TRANSACTION_MESSAGES.loginToSubmit,
        rateLimit: PAYMENT_IDS_PER_ADDRESS,
      },
      schema: {
        body: transactionInputSchema,
        response: { 201: z.object({ message: z.string(), transaction: transactionSchema }) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const transaction = await payments.submit(user, request.body, request.ip);
      // A claim matching an ID the admin already saw is approved at once.
      if (transaction.status === 'approved') fastify.accountChanged(user.id);
      const message = transaction.gift ? GIFT_MESSAGES.submitted : TRANSACTION_MESSAGES.submitted;
      return reply.code(201).send({ message, transaction });
    },
  );

  fastify.get(
    '/my-transactions',
    {
      config: { access: 'user' },
      schema: { response: { 200: z.object({ transactions: z.array(transactionSchema) }) } },
    },
    async (request) => ({
      transactions: await transactionsRepo.listForUser(signedInUser(request).id),
    }),
  );

  fastify.get(
    '/:id/history',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: paymentHistorySchema } },
    },
    async (request) => {
      await mustBeOwnOrAdmin(request, request.params.id);
      return fastify.paymentEvents.history(request.params.id);
    },
  );

  fastify.post(
    '/:id/withdraw',
    {
      config: { access: 'user' },
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ transaction: transactionSchema }) },
      },
    },
    async (request) => ({
      transaction: await payments.withdraw(request.params.id, signedInUser(request).id),
    }),
  );

  fastify.post(
    '/:id/payments',
    {
      config: {
        access: 'user',
        rateLimit: PAYMENT_IDS_PER_ADDRESS,
      },
      schema: {
        params: idParamSchema,
        body: addedPaymentInputSchema,
        response: { 200: z.object({ transaction: transactionSchema }) },
      },
    },
    async (request) => ({
      transaction: await payments.addPayment(
        request.params.id,
        signedInUser(request).id,
        request.body.trxId,
        request.ip,
      ),
    }),
  );

  /** The buyer sends a gift's link again, to a corrected address if need be. */
  fastify.post(
    '/:id/gift/resend',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        params: idParamSchema,
        body: giftResendSchema,
        response: { 200: z.object({ message: z.string(), transaction: transactionSchema }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await fastify.gifts.resend(id, signedInUser(request).id, request.body.email);
      const transaction = await transactionsRepo.findJson(id);
      if (!transaction) throw notFound(TRANSACTION_API_MESSAGES.notFound);
      return { message: GIFT_MESSAGES.resent, transaction };
    },
  );

  fastify.get(
    '/:id/receipt',
    { config: { access: 'user' }, schema: { params: idParamSchema } },
    async (request, reply) => {
      const facts = await verifiedReceipt(request, request.params.id);
      return reply.type('text/html; charset=utf-8').send(receiptPage(facts, opts.site));
    },
  );

  fastify.get(
    '/:id/receipt.pdf',
    { config: { access: 'user' }, schema: { params: idParamSchema } },
    async (request, reply) => {
      const facts = await verifiedReceipt(request, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${facts.number}.pdf"`)
        .send(await renderReceiptPdf(facts, opts.site));
    },
  );

  fastify.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { querystring: transactionListQuerySchema, response: { 200: transactionList } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { transactions, total } = await transactionsRepo.list(request.query);
      return { transactions, pagination: pagination(page, limit, total) };
    },
  );

  fastify.post(
    '/:id/approve',
    { config: { access: 'admin' }, schema: { params: idParamSchema, response: reviewed } },
    async (request) => {
      const transaction = await payments.review(
        request.params.id,
        'approved',
        signedInUser(request).id,
      );
      fastify.accountChanged(transaction.user_id);
      return { message: TRANSACTION_MESSAGES.approved, transaction };
    },
  );

  fastify.post(
    '/:id/reject',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, body: rejectionSchema, response: reviewed },
    },
    async (request) => ({
      message: TRANSACTION_MESSAGES.rejected,
      transaction: await payments.review(
        request.params.id,
        'rejected',
        signedInUser(request).id,
        request.body?.reason ?? null,
      ),
    }),
  );
};

export default transactionRoutes;
