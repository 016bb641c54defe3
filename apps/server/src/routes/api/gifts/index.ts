import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GIFT_MESSAGES } from '@codegrow/shared/constants/gifts';
import { giftLinkSchema, giftTokenSchema } from '@codegrow/shared/schemas/gift';
import { userSchema } from '@codegrow/shared/schemas/user';
import { toUserJson } from '../../../lib/auth/users-repository';
import { signedInUser } from '../../../plugins/app/authenticate';

/** Guesses at links, from one address; a real recipient opens theirs a handful of times. */
const LINK_TRIES = { max: 30, timeWindow: '1 hour' } as const;

/**
 * A gift's link, as its recipient opens it: GET /api/gifts/link?token=… shows who gave it and
 * where it stands (no sign-in needed); POST /api/gifts/redeem makes it the signed-in reader's.
 */
const giftRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { gifts } = fastify;

  fastify.get(
    '/link',
    {
      config: { access: 'public', rateLimit: LINK_TRIES },
      schema: { querystring: giftTokenSchema, response: { 200: giftLinkSchema } },
    },
    async (request, reply) => {
      // The answer names the buyer and their message: for the holder of the link alone.
      reply.header('cache-control', 'private, no-store');
      return gifts.link(request.query.token);
    },
  );

  fastify.post(
    '/redeem',
    {
      config: { access: 'user', rateLimit: LINK_TRIES },
      schema: {
        body: giftTokenSchema,
        response: { 200: z.object({ message: z.string(), user: userSchema }) },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      const user = await gifts.redeem(request.body.token, id);
      fastify.accountChanged(id);
      return { message: GIFT_MESSAGES.redeemed, user: toUserJson(user) };
    },
  );
};

export default giftRoutes;
