import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request before Fastify sees it, or returns false to leave it to Fastify. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

export interface FrontDoor {
  /** For Fastify's `serverFactory`: the HTTP server, with the door ahead of Fastify's routing. */
  serverFactory: FastifyServerFactory;
  /** From now on `answer` looks at every request first (one at a time; the last one set). */
  open(answer: EarlyAnswer): void;
  /** Every request goes to Fastify again: while the server closes, it answers them all. */
  close(): void;
}

/**
 * The server's first look at a request, before Fastify routes it and runs its hooks. The
 * anonymous cache answers the requests it holds a complete answer for from here (most of a
 * publication's traffic), at the cost of one lookup for the rest; see docs/decisions/0011.
 * `inject` in tests goes straight to Fastify: the door is for requests over the network.
 */
export function createFrontDoor(): FrontDoor {
  let answer: EarlyAnswer | null = null;
  return {
    serverFactory(handler, options) {
      const server = createServer((request, response) => {
        if (answer?.(request, response)) return;
        handler(request, response);
      });
      // What Fastify sets on the server it makes itself; its defaults are filled in by now.
      const timeouts = options as unknown as ServerTimeouts;
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      if (timeouts.maxRequestsPerSocket > 0) {
        server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
      }
      return server;
    },
    open(early) {
      answer = early;
    },
    close() {
      answer = null;
    },
  };
}
