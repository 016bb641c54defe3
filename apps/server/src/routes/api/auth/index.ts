import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema } from '@codegrow/shared/schemas/auth';
import { authResponseSchema, profileResponseSchema } from '@codegrow/shared/schemas/user';
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
};

export default authRoutes;
