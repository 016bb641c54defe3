import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES } from '@codegrow/shared/constants/contact-messages';
import { contactMessageSchema } from '@codegrow/shared/schemas/contact';

/** The contact form: open to visitors; a signed-in caller is named in the notification. */
const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const contact = fastify.contactService;

  fastify.post(
    '/',
    {
      config: { access: 'viewer', rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        body: contactMessageSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      await contact.send(request.body, request.user);
      return reply.code(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
};

export default contactRoutes;
