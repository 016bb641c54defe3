import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import { evidenceImportSchema, smsDeliverySchema } from '@codegrow/shared/schemas/payment-evidence';
import { notSignedIn } from '../../../lib/errors/app-error';
import { deliveryHash, deliveryRefusal } from '../../../lib/payments/evidence/webhook-signature';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Deliveries of the SMS-forwarding app on the wallet's phone. The signature is the guard:
 * the body is checked against it as the bytes that came, before it is read as JSON. What it
 * says goes into the evidence ledger once: the same delivery again (a retry after a lost
 * answer, however its signature is spelt) answers 200 with what it brought counted as repeated.
 */
const smsWebhookRoutes: FastifyPluginAsyncZod<{ secret: string | undefined }> = async (
  fastify,
  opts,
) => {
  /** Each request's delivery hash, from the bytes the signature was checked on. */
  const hashes = new WeakMap<object, string>();
  // Here only: the signature covers the body as sent, so it is checked on the raw text.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const delivery = {
      timestamp: header(request.headers['x-codegrow-timestamp']),
      signature: header(request.headers['x-codegrow-signature']),
      body: String(body),
    };
    const refusal = deliveryRefusal(opts.secret, delivery);
    if (refusal) return done(notSignedIn(refusal), undefined);
    hashes.set(request, deliveryHash(delivery));
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
      // Only a JSON body had its signature checked.
      const hash = hashes.get(request);
      if (!hash) throw notSignedIn(WEBHOOK_MESSAGES.badSignature);
      return fastify.evidenceIntake.recordDelivery(request.body, hash);
    },
  );
};

export default smsWebhookRoutes;
