import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMINDER_TEXT } from '@codegrow/shared/constants/checks';
import { escapeHtml } from '@codegrow/shared/content/escape-html';
import { forbidden } from '../../../lib/errors/app-error';
import { tokenFits } from '../../../lib/checks/review-reminders';
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

  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(REMINDER_TEXT.unsubscribeTitle)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

  fastify.get(
    '/reminders/unsubscribe',
    { config: { access: 'public' }, schema: { querystring: unsubscribeQuerySchema } },
    (request, reply) => {
      const { user, token } = request.query;
      if (!tokenFits(secret, user, token)) throw forbidden(REMINDER_TEXT.badLink);
      const action = `?${new URLSearchParams({ user: String(user), token }).toString()}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            `<h1>${escapeHtml(REMINDER_TEXT.unsubscribeTitle)}</h1><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(REMINDER_TEXT.unsubscribeButton)}</button></form>`,
          ),
        );
    },
  );

  fastify.post(
    '/reminders/unsubscribe',
    { config: { access: 'public' }, schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const { user, token } = request.query;
      if (!tokenFits(secret, user, token)) throw forbidden(REMINDER_TEXT.badLink);
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
