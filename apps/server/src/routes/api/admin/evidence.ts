import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVIDENCE_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import {
  assignPaymentSchema,
  deskQuerySchema,
  evidenceImportSchema,
  evidenceTextSchema,
  monthQuerySchema,
  monthReportSchema,
  paymentDeskSchema,
  refundSchema,
  refundsDueSchema,
  statementPreviewSchema,
  unclaimedPaymentSchema,
  unclaimedQuerySchema,
} from '@codegrow/shared/schemas/payment-evidence';
import { transactionSchema } from '@codegrow/shared/schemas/transaction';
import { checkedInput } from '../../../lib/errors/app-error';
import { previewStatement } from '../../../lib/payments/evidence/evidence-intake';
import { ledgerCsv } from '../../../lib/payments/evidence/ledger-csv';
import { monthReport } from '../../../lib/payments/evidence/month-report';
import { readStatementForm } from '../../../lib/payments/evidence/read-statement-form';
import multipart from '../../../plugins/external/multipart';
import { signedInUser } from '../../../plugins/app/authenticate';

/** The payment desk's evidence: what the site's wallets received, as an admin hands it in. */
const adminEvidenceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(multipart, { fileField: 'statement' });

  // JSON `{ text }` of pasted messages, or a statement uploaded as multipart: one answer.
  fastify.post(
    '/payments/evidence',
    { config: { access: 'admin' }, schema: { response: { 200: evidenceImportSchema } } },
    async (request) => {
      const recorder = { addedBy: signedInUser(request).id };
      if (request.isMultipart())
        return fastify.evidenceIntake.recordStatement(await readStatementForm(request), {
          ...recorder,
          source: 'statement',
        });
      const { text, provider } = checkedInput(
        evidenceTextSchema,
        request.body ?? {},
        EVIDENCE_MESSAGES.textRequired,
      );
      return fastify.evidenceIntake.recordTexts(text, { ...recorder, source: 'sms' }, provider);
    },
  );

  fastify.post(
    '/payments/evidence/preview',
    { config: { access: 'admin' }, schema: { response: { 200: statementPreviewSchema } } },
    async (request) => previewStatement(await readStatementForm(request)),
  );

  fastify.post(
    '/payments/approve-matched',
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.object({ approved: z.number() }) } },
    },
    async (request) => {
      const approved = await fastify.paymentService.approveMatched(signedInUser(request).id);
      for (const claim of approved) fastify.accountChanged(claim.userId);
      return { approved: approved.length };
    },
  );

  fastify.get(
    '/payments/unclaimed',
    {
      config: { access: 'admin' },
      schema: {
        querystring: unclaimedQuerySchema,
        response: { 200: z.object({ payments: z.array(unclaimedPaymentSchema) }) },
      },
    },
    async (request) => ({ payments: await fastify.deskRepository.unclaimed(request.query) }),
  );

  fastify.post(
    '/payments/unclaimed/:id/assign',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: assignPaymentSchema,
        response: { 200: z.object({ transaction: transactionSchema }) },
      },
    },
    async (request) => {
      const transaction = await fastify.paymentService.assignEvidence(
        request.params.id,
        request.body.email,
        signedInUser(request).id,
      );
      fastify.accountChanged(transaction.user_id);
      return { transaction };
    },
  );

  fastify.get(
    '/payments/desk',
    {
      config: { access: 'admin' },
      schema: { querystring: deskQuerySchema, response: { 200: paymentDeskSchema } },
    },
    async (request) => {
      const desk = fastify.deskRepository;
      const [buckets, forwarder] = await Promise.all([
        desk.buckets(request.query),
        desk.forwarder(),
      ]);
      return { buckets, forwarder };
    },
  );

  fastify.get(
    '/payments/refunds',
    { config: { access: 'admin' }, schema: { response: { 200: refundsDueSchema } } },
    async () => ({ refunds: await fastify.refunds.due() }),
  );

  fastify.post(
    '/payments/evidence/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: refundSchema,
        response: { 200: z.object({ refunded: z.literal(true) }) },
      },
    },
    async (request) => {
      await fastify.refunds.record(
        request.params.id,
        request.body.refundTrxId,
        signedInUser(request).id,
      );
      return { refunded: true as const };
    },
  );

  fastify.get(
    '/payments/report',
    {
      config: { access: 'admin' },
      schema: { querystring: monthQuerySchema, response: { 200: monthReportSchema } },
    },
    async (request) => monthReport(fastify.db, request.query.month),
  );

  fastify.get(
    '/payments/export.csv',
    { config: { access: 'admin' }, schema: { querystring: deskQuerySchema } },
    async (request, reply) => {
      const csv = ledgerCsv(await fastify.deskRepository.ledger(request.query));
      const period = [request.query.from, request.query.to].filter(Boolean).join('-to-');
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="payments${period ? `-${period}` : ''}.csv"`,
        )
        .send(csv);
    },
  );
};

export default adminEvidenceRoutes;
