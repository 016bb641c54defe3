import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVIDENCE_MESSAGES, WEBHOOK_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import { evidenceImportSchema, smsDeliverySchema } from '@codegrow/shared/schemas/payment-evidence';
import { notSignedIn } from '../../../lib/errors/app-error';
import { deliveryRefusal } from '../../../lib/payments/evidence/webhook-signature';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Deliveries of the SMS-forwarding app on the wallet's phone. The signature is the guard:
 * the body is checked against it as the bytes that came, before it is read as JSON; a
 * delivery sent again is refused; what it says goes into the evidence ledger like a paste.
 */
const smsWebhookRoutes: FastifyPluginAsyncZod<{ secret: string | undefined }> = async (
  fastify,
  opts,
) => {
  const ledger = fastify.evidenceRepository;
  // Here only: the signature covers the body as sent, so it is checked on the raw text.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refusal = deliveryRefusal(opts.secret, {
      timestamp: header(request.headers['x-codegrow-timestamp']),
      signature: header(request.headers['x-codegrow-signature']),
      body: String(body),
    });
    if (refusal) return done(notSignedIn(refusal), undefined);
    try {
      done(null, JSON.parse(String(body)));
    } catch (error) {
      // A SyntaxError: the error handler answers it 400 'malformed JSON', as for any route.
      done(error as Error, undefined);
    }
  });

  fastify.post(
    '/sms-webhook',
    {
      config: { access: 'signed', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { body: smsDeliverySchema, response: { 200: evidenceImportSchema } },
    },
    async (request) => {
      const signature = header(request.headers['x-codegrow-signature']) ?? '';
      if (!(await ledger.firstDelivery(signature))) throw notSignedIn(WEBHOOK_MESSAGES.replayed);
      const recorder = { source: 'webhook', addedBy: null } as const;
      // Only the wallets' own senders count; anything else is kept for an admin to see.
      if (!(await fastify.paymentSettingsRepository.allowsSender(request.body.from)))
        return ledger.keepUnread(request.body.text, EVIDENCE_MESSAGES.senderNotAllowed, recorder);
      return fastify.evidenceIntake.recordTexts(request.body.text, recorder);
    },
  );
};

export default smsWebhookRoutes;
