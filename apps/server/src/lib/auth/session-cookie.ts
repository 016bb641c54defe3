import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { SESSION_COOKIE } from '@codegrow/shared/constants/site';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * `Secure` everywhere but plain HTTP on this machine's own addresses, where a development
 * server has no certificate (browsers accept such a cookie over http://localhost anyway).
 */
const secure = (request: FastifyRequest) =>
  request.protocol === 'https' || !LOOPBACK_HOSTS.has(request.hostname);

/** The session token the browser sent, if any. */
export const sessionCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE] || undefined;

/**
 * The browser's session: the server's signed token in an `HttpOnly` cookie, so no script on
 * the page can read it, `SameSite=Lax` so other sites' requests do not carry it (and unsafe
 * ones that would are refused by their Origin, see authenticate.ts). It lives as long as the
 * token it holds.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const { exp = 0 } = decodeJwt(token);
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
    maxAge: Math.max(0, exp - Math.floor(Date.now() / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an unsafe request authenticated by the cookie came from this site's own pages:
 * its `Origin` is the site's (the public address, or the address it was asked at), or, from a
 * browser that sends no Origin, `Sec-Fetch-Site` says same-origin. A request with neither is
 * refused: browsers send one of them on every such request.
 */
export function fromOwnPages(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin) return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  return request.headers['sec-fetch-site'] === 'same-origin';
}
