import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FOLLOW_TEXT } from '@codegrow/shared/constants/following';
import { REMINDER_TEXT } from '@codegrow/shared/constants/checks';
import { followListSchema, followWriteSchema } from '@codegrow/shared/schemas/following';
import { registerUnsubscribeRoutes } from '../../../lib/mail/one-click-unsubscribe';
import { signedInUser } from '../../../plugins/app/authenticate';

/**
 * Following: GET/PUT /api/follows for the reader's choices; every e-mail's link stops its
 * follow without signing in, in one click as RFC 8058 has mail clients do it (POST
 * …/unsubscribe), or from a page with a button (GET).
 */
const followRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { following } = fastify;

  fastify.get(
    '/',
    { config: { access: 'user' }, schema: { response: { 200: followListSchema } } },
    async (request) => ({ follows: await following.list(signedInUser(request).id) }),
  );

  fastify.put(
    '/',
    {
      config: { access: 'user' },
      schema: { body: followWriteSchema, response: { 200: followListSchema } },
    },
    async (request) => {
      const { id } = signedInUser(request);
      await following.set(id, request.body);
      return { follows: await following.list(id) };
    },
  );

  registerUnsubscribeRoutes(fastify, {
    path: '/unsubscribe',
    param: 'follow',
    fits: following.linkFits,
    stop: following.stop,
    texts: {
      title: FOLLOW_TEXT.unsubscribeTitle,
      button: FOLLOW_TEXT.unsubscribeButton,
      done: FOLLOW_TEXT.unsubscribed,
      badLink: REMINDER_TEXT.badLink,
    },
  });
};

export default followRoutes;
