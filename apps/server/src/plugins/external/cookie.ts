import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cookie parsing and `reply.setCookie`: the browser's session travels in one (auth/session-cookie). */
export default fp(
  async function cookies(fastify: FastifyInstance) {
    await fastify.register(cookie);
  },
  { name: 'cookie' },
);
