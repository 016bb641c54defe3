import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FirebaseWebConfig } from '../../config/env';

/** Where the Firebase JS SDK talks to and frames, so the CSP lets exactly those through. */
function firebaseSources(config: FirebaseWebConfig | null): { connect: string[]; frame: string[] } {
  if (!config) return { connect: [], frame: [] };
  if (config.emulatorUrl) return { connect: [config.emulatorUrl], frame: [config.emulatorUrl] };
  return {
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ],
    frame: [`https://${config.authDomain}`],
  };
}

/**
 * Security headers with a CSP the built single-page app passes: scripts and
 * styles from this origin only (Tailwind's inline style attributes allowed).
 * CORS is same-origin unless CORS_ORIGINS lists other sites. Firebase's endpoints
 * (or the local emulator) are allowed only when Firebase is configured.
 */
export default fp(
  async function security(
    fastify: FastifyInstance,
    opts: { corsOrigins: string[]; firebase: FirebaseWebConfig | null },
  ) {
    const firebase = firebaseSources(opts.firebase);
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...firebase.connect],
          frameSrc: firebase.frame.length > 0 ? firebase.frame : ["'none'"],
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
