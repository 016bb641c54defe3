import type { FastifyRequest } from 'fastify';

/** Query parameters that carry the token of an e-mailed link (a password reset, a gift). */
const LINK_TOKEN = /([?&]token=)[^&#]*/gi;

/** The address with link tokens masked: a log is read by more people than the mail. */
export const maskLinkTokens = (url: string) => url.replace(LINK_TOKEN, '$1[masked]');

/** The request as the log shows it: Fastify's own fields, with link tokens masked. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
