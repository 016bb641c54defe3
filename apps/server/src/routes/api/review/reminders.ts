import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMINDER_TEXT } from '@codegrow/shared/constants/checks';
import { escapeHtml } from '@codegrow/shared/content/escape-html';
import { forbidden } from '../../../lib/errors/app-error';
import { reminderList } from '../../../lib/checks/review-reminders';
import {
  signatureFits,
  unsubscribeForm,
  unsubscribePage,
} from '../../../lib/mail/one-click-unsubscribe';
import { signedInUser } from '../../../plugins/app/authenticate';

const remindersSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
const unsubscribeQuerySchema = z.object({
  user: z.coerce.number({ error: 'user must be a number' }).int().min(1).max(2_147_483_647),
  token: z.string().min(1, { error: 'token is required' }).max(100),
});

/**
 * Review reminders: the reader turns the daily e-mail on or off (GET/PUT
 * /api/review/reminders); every e-mail's link stops them without signing in, in one click as
 * RFC 8058 has mail clients do it (POST …/unsubscribe), or from a page with a button (GET).
 */
const reminderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const checks = fastify.checksRepository;
  const { secret } = fastify.reviewReminders.links;

  // Mail clients send the one-click POST as a form; only the signed link matters.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  fastify.get(
    '/reminders',
    { config: { access: 'user' }, schema: { response: { 200: remindersSchema } } },
    async (request) => ({ enabled: await checks.remindersOn(signedInUser(request).id) }),
  );

  fastify.put(
    '/reminders',
    {
      config: { access: 'user' },
      schema: { body: remindersSchema, response: { 200: remindersSchema } },
    },
    async (request) => {
      await checks.setReminders(signedInUser(request).id, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );

  const page = (body: string) => unsubscribePage(REMINDER_TEXT.unsubscribeTitle, body);
  const tokenFits = (user: number, token: string) =>
    signatureFits(secret, reminderList(user), token);

  fastify.get(
    '/reminders/unsubscribe',
    { config: { access: 'public' }, schema: { querystring: unsubscribeQuerySchema } },
    (request, reply) => {
      const { user, token } = request.query;
      if (!tokenFits(user, token)) throw forbidden(REMINDER_TEXT.badLink);
      const action = `?${new URLSearchParams({ user: String(user), token }).toString()}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            unsubscribeForm(
              REMINDER_TEXT.unsubscribeTitle,
              REMINDER_TEXT.unsubscribeButton,
              action,
            ),
          ),
        );
    },
  );

  fastify.post(
    '/reminders/unsubscribe',
    { config: { access: 'public' }, schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const { user, token } = request.query;
      if (!tokenFits(user, token)) throw forbidden(REMINDER_TEXT.badLink);
      await checks.setReminders(user, false);
      if (!request.headers.accept?.includes('text/html')) {
        return { message: REMINDER_TEXT.unsubscribed };
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(page(`<p>${escapeHtml(REMINDER_TEXT.unsubscribed)}</p>`));
    },
  );
};

export default reminderRoutes;
