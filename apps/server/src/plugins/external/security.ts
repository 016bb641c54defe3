import { createHash } from 'node:crypto';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { THEME_SCRIPT } from '@codegrow/shared/constants/site';
import type { FirebaseWebConfig } from '../../config/env';

/** The one inline script a page runs: the theme, set before the first paint. */
const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** Google's loader for the iframe that relays popup sign-ins, emulator or not. */
const GOOGLE_IFRAME_LOADER = 'https://apis.google.com';

interface FirebaseSources {
  script: string[];
  connect: string[];
  frame: string[];
}

/** Where the Firebase JS SDK loads from, talks to and frames, so the CSP lets exactly those through. */
function firebaseSources(config: FirebaseWebConfig | null): FirebaseSources {
  if (!config) return { script: [], connect: [], frame: [] };
  if (config.emulatorUrl) {
    return {
      script: [GOOGLE_IFRAME_LOADER],
      connect: [config.emulatorUrl],
      frame: [config.emulatorUrl],
    };
  }
  return {
    script: [GOOGLE_IFRAME_LOADER],
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ],
    frame: [`https://${config.authDomain}`],
  };
}

/**
 * What an API answer needs of them: JSON is never a document, so its policy allows nothing
 * (OWASP's REST advice), and the headers that only shape a document (opener, frame and
 * download policies, DNS prefetch) are left out; a third of the bytes of a small answer.
 */
const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The API's addresses, known routes or not: an unknown one answers JSON as well. */
const isApiAddress = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/**
 * Security headers with a CSP the built single-page app passes: scripts (but the theme's,
 * allowed by its hash, and PGlite's WebAssembly) and styles from this origin only (Tailwind's inline style attributes allowed).
 * CORS is same-origin unless CORS_ORIGINS lists other sites. Firebase's endpoints
 * (or the local emulator) are allowed only when Firebase is configured.
 */
export default fp(
  async function security(
    fastify: FastifyInstance,
    opts: { corsOrigins: string[]; firebase: FirebaseWebConfig | null },
  ) {
    const firebase = firebaseSources(opts.firebase);
    const pageOptions: HelmetOptions = {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Runnable SQL compiles PostgreSQL's WebAssembly in a worker: 'wasm-unsafe-eval' allows
          // exactly that, never a JavaScript eval.
          scriptSrc: ["'self'", THEME_SCRIPT_HASH, "'wasm-unsafe-eval'", ...firebase.script],
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
      // Popup sign-in reports back to its opener, which a stricter policy would cut off.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    };
    // Each policy's middleware is made once: @fastify/helmet makes it again for every request
    // (parsing the whole policy each time), which halved the rate of the cached answers.
    const pageHeaders = helmet(pageOptions);
    const apiHeaders = helmet(API_HEADERS);
    fastify.addHook('onRequest', (request, reply, done) => {
      const headers = isApiAddress(request.url) ? apiHeaders : pageHeaders;
      // Helmet calls back with nothing: since 8.1 it throws what it would have passed.
      headers(request.raw, reply.raw, () => done());
    });
    // Same-origin needs no CORS at all: without listed sites no request pays for its hook.
    if (opts.corsOrigins.length === 0) return;
    await fastify.register(cors, { origin: opts.corsOrigins, credentials: false });
  },
  { name: 'security' },
);
