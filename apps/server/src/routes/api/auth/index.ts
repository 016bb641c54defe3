import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema } from '@codegrow/shared/schemas/auth';
import { authResponseSchema, profileResponseSchema } from '@codegrow/shared/schemas/user';
import {
  ACCOUNT_DELETION_MESSAGES,
  confirmDeletion,
  deleteAccount,
} from '../../../plugins/app/auth/account-deletion';
import { createAuthService } from '../../../plugins/app/auth/auth-service';
import { signedInUser } from '../../../plugins/app/auth/authenticate';
import { toUserJson } from '../../../plugins/app/auth/users-repository';

export interface AuthRoutesOptions {
  adminEmails: string[];
  registerLimitPerHour: number;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (fastify, opts) => {
  const auth = createAuthService(fastify.db, opts.adminEmails);

  fastify.post(
    '/register',
    {
      schema: { body: registerSchema, response: { 201: authResponseSchema } },
      config: { rateLimit: { max: opts.registerLimitPerHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      const token = await fastify.tokens.sign(user.id);
      return reply.code(201).send({ token, user: toUserJson(user) });
    },
  );

  fastify.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: authResponseSchema } } },
    async (request) => {
      const user = await auth.login(request.body, request.ip);
      return { token: await fastify.tokens.sign(user.id), user: toUserJson(user) };
    },
  );

  fastify.get(
    '/profile',
    { onRequest: fastify.requireUser, schema: { response: { 200: profileResponseSchema } } },
    async (request) => ({ user: toUserJson(signedInUser(request)) }),
  );

  fastify.delete(
    '/account',
    {
      onRequest: fastify.requireUser,
      schema: {
        body: z.object({ password: z.string().max(128).optional() }).nullish(),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await confirmDeletion(user, request.body?.password, request.tokenIssuedAt);
      await deleteAccount(fastify.db, user);
      return { message: ACCOUNT_DELETION_MESSAGES.deleted };
    },
  );
};

export default authRoutes;
