import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMINDER_TEXT } from '@codegrow/shared/constants/checks';
import { reminderList } from '../../../lib/checks/review-reminders';
import { registerUnsubscribeRoutes, signatureFits } from '../../../lib/mail/one-click-unsubscribe';
import { signedInUser } from '../../../plugins/app/authenticate';

const remindersSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/**
 * Review reminders: the reader turns the daily e-mail on or off (GET/PUT
 * /api/review/reminders); every e-mail's link stops them without signing in, in one click as
 * RFC 8058 has mail clients do it (POST …/unsubscribe), or from a page with a button (GET).
 */
const reminderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const checks = fastify.checksRepository;
  const { secret } = fastify.reviewReminders.links;

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

  registerUnsubscribeRoutes(fastify, {
    path: '/reminders/unsubscribe',
    param: 'user',
    fits: (user, token) => signatureFits(secret, reminderList(user), token),
    stop: (user) => checks.setReminders(user, false),
    texts: {
      title: REMINDER_TEXT.unsubscribeTitle,
      button: REMINDER_TEXT.unsubscribeButton,
      done: REMINDER_TEXT.unsubscribed,
      badLink: REMINDER_TEXT.badLink,
    },
  });
};

export default reminderRoutes;
