import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { paymentReferenceSchema } from '@codegrow/shared/schemas/payment-evidence';
import type { SiteConfig } from '../../../config/env';
import { PLAN_PRICES } from '../../../lib/payments/payment-service';
import { signedInUser } from '../../../plugins/app/authenticate';

/** What a reader is told before paying: their reference, the amounts and the site's wallets. */
const paymentReferenceRoutes: FastifyPluginAsyncZod<{ site: SiteConfig }> = async (
  fastify,
  opts,
) => {
  fastify.post(
    '/reference',
    {
      config: { access: 'user', signInMessage: TRANSACTION_MESSAGES.loginToSubmit },
      schema: { response: { 200: paymentReferenceSchema } },
    },
    async (request) => {
      const price = PLAN_PRICES[LIFETIME_PLAN.id];
      const [reference, usualApprovalMinutes] = await Promise.all([
        fastify.paymentReferences.openFor(signedInUser(request).id),
        fastify.transactionsRepository.usualApprovalMinutes(),
      ]);
      return {
        reference: reference.code,
        amount: price,
        rocketAmount: reference.rocketPoisha === null ? null : reference.rocketPoisha / 100,
        accounts: opts.site.paymentAccounts,
        usualApprovalMinutes,
      };
    },
  );
};

export default paymentReferenceRoutes;
