import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function compression(fastify: FastifyInstance) {
    await fastify.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
