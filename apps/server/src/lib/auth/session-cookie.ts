import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  cookieName,
  LOOPBACK_HOSTS,
  PENDING_SIGN_OUT_COOKIE,
  SESSION_COOKIE,
} from '@codegrow/shared/constants/site';

/**
 * `Secure` everywhere but plain HTTP on this machine's own addresses, where a development
 * server has no certificate (browsers accept such a cookie over http://localhost anyway).
 */
const secure = (request: FastifyRequest) =>
  request.protocol === 'https' || !LOOPBACK_HOSTS.includes(request.hostname);

/** The session cookie's name on this request: `__Host-cg_sid` wherever it is Secure. */
const sessionName = (request: FastifyRequest) => cookieName(SESSION_COOKIE, secure(request));

/** The session token the browser sent, if any. */
export const sessionCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[sessionName(request)] || undefined;

/** The page signed out while offline (PENDING_SIGN_OUT_COOKIE): the session is to end now. */
export const signOutPending = (request: FastifyRequest): boolean =>
  Boolean(request.cookies[cookieName(PENDING_SIGN_OUT_COOKIE, secure(request))]);

const options = (request: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) }) as const;

/**
 * The browser's session: the server's signed token in an `HttpOnly` cookie, so no script on
 * the page can read it, `SameSite=Lax` so other sites' requests do not carry it (and unsafe
 * ones that would are refused by their Origin, see authenticate.ts), `__Host-` wherever it is
 * Secure. It lives as long as the token it holds.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  void reply.setCookie(sessionName(request), token, {
    ...options(request),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

/** The page's note of a pending sign-out goes, when it sent one. */
export function clearSignOutNote(request: FastifyRequest, reply: FastifyReply) {
  const pending = cookieName(PENDING_SIGN_OUT_COOKIE, secure(request));
  if (request.cookies[pending])
    void reply.clearCookie(pending, { ...options(request), httpOnly: false });
}

/** The session cookie goes, with the page's note of a pending sign-out. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(sessionName(request), options(request));
  clearSignOutNote(request, reply);
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
