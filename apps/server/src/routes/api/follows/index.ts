import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FOLLOW_TEXT } from '@codegrow/shared/constants/following';
import { REMINDER_TEXT } from '@codegrow/shared/constants/checks';
import { escapeHtml } from '@codegrow/shared/content/escape-html';
import { followListSchema, followWriteSchema } from '@codegrow/shared/schemas/following';
import { idSchema } from '@codegrow/shared/schemas/common';
import { forbidden } from '../../../lib/errors/app-error';
import { unsubscribeForm, unsubscribePage } from '../../../lib/mail/one-click-unsubscribe';
import { signedInUser } from '../../../plugins/app/authenticate';

const unsubscribeQuerySchema = z.object({
  follow: idSchema('follow'),
  token: z.string().min(1, { error: 'token is required' }).max(100),
});

/**
 * Following: GET/PUT /api/follows for the reader's choices; every e-mail's link stops its
 * follow without signing in, in one click as RFC 8058 has mail clients do it (POST
 * …/unsubscribe), or from a page with a button (GET).
 */
const followRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { following } = fastify;

  // Mail clients send the one-click POST as a form; only the signed link matters.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

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

  const page = (body: string) => unsubscribePage(FOLLOW_TEXT.unsubscribeTitle, body);

  fastify.get(
    '/unsubscribe',
    { config: { access: 'public' }, schema: { querystring: unsubscribeQuerySchema } },
    (request, reply) => {
      const { follow, token } = request.query;
      if (!following.linkFits(follow, token)) throw forbidden(REMINDER_TEXT.badLink);
      const action = `?${new URLSearchParams({ follow: String(follow), token }).toString()}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            unsubscribeForm(FOLLOW_TEXT.unsubscribeTitle, FOLLOW_TEXT.unsubscribeButton, action),
          ),
        );
    },
  );

  fastify.post(
    '/unsubscribe',
    { config: { access: 'public' }, schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const { follow, token } = request.query;
      if (!following.linkFits(follow, token)) throw forbidden(REMINDER_TEXT.badLink);
      await following.stop(follow);
      if (!request.headers.accept?.includes('text/html')) {
        return { message: FOLLOW_TEXT.unsubscribed };
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(page(`<p>${escapeHtml(FOLLOW_TEXT.unsubscribed)}</p>`));
    },
  );
};

export default followRoutes;
