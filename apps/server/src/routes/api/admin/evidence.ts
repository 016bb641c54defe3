import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  evidenceImportSchema,
  evidenceTextSchema,
  paymentDeskSchema,
} from '@codegrow/shared/schemas/payment-evidence';
import { signedInUser } from '../../../plugins/app/authenticate';

/** The payment desk's evidence: what the site's wallets received, as an admin hands it in. */
const adminEvidenceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const ledger = fastify.evidenceRepository;

  fastify.post(
    '/payments/evidence',
    {
      config: { access: 'admin' },
      schema: { body: evidenceTextSchema, response: { 200: evidenceImportSchema } },
    },
    (request) =>
      ledger.recordTexts(request.body.text, {
        source: 'sms',
        addedBy: signedInUser(request).id,
      }),
  );

  fastify.get(
    '/payments/desk',
    { config: { access: 'admin' }, schema: { response: { 200: paymentDeskSchema } } },
    async () => {
      const desk = fastify.deskRepository;
      const [buckets, forwarder] = await Promise.all([desk.buckets(), desk.forwarder()]);
      return { buckets, forwarder };
    },
  );
};

export default adminEvidenceRoutes;
