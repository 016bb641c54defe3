import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP the built single-page app passes: scripts and
 * styles from this origin only (Tailwind's inline style attributes allowed).
 * CORS is same-origin unless CORS_ORIGINS lists other sites.
 */
export default fp(
  async function security(fastify: FastifyInstance, opts: { corsOrigins: string[] }) {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await fastify.register(cors, {
      origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false,
      credentials: false,
    });
  },
  { name: 'security' },
);
