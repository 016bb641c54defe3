import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from './authenticate';

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** Who may call it, as the route declares (`config.access`); undefined when it declares none. */
  access: RouteAccess | undefined;
  /** Its anonymous answers are public and kept by the caches (`config.publicCache`). */
  publicCache: boolean;
  /** Rendered pages call it in-process (`config.readInPages`, plugins/app/page-reads.ts). */
  readInPages: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, with its schema (HEAD twins left out). */
    routeInventory: readonly RouteEntry[];
  }
}

/**
 * The app's own list of its routes. The route-level tests (fuzzing, access
 * rules) read it, so a new route is covered the moment it is registered.
 */
export default fp(
  async function routeInventory(fastify: FastifyInstance) {
    const entries: RouteEntry[] = [];
    fastify.decorate('routeInventory', entries);
    fastify.addHook('onRoute', (route: RouteOptions) => {
      // HEAD twins of GET routes answer the same way; their GET stands for them.
      for (const method of [route.method].flat().filter((name) => name !== 'HEAD'))
        entries.push({
          method,
          url: route.url,
          schema: route.schema,
          access: route.config?.access,
          publicCache: route.config?.publicCache !== undefined,
          readInPages: route.config?.readInPages === true,
        });
    });
  },
  { name: 'route-inventory' },
);
