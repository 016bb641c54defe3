import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { forbidden, notSignedIn } from '../../lib/errors/app-error';
import { createTokenService, type TokenService } from '../../lib/auth/auth-tokens';
import { fromOwnPages, sessionCookie } from '../../lib/auth/session-cookie';
import { createSignedInUsersCache } from '../../lib/auth/signed-in-users-cache';
import { type UserRow } from '../../lib/auth/users-repository';

/**
 * Who may call a route, declared once in its options (`config: { access: 'admin' }`):
 * - `public`: anyone; the caller is not looked up;
 * - `viewer`: anyone; `request.user` is set when a valid session comes with the request;
 * - `user`: signed-in callers only (`signInMessage` is what a visitor reads, else 'Please login');
 * - `admin`: admins only;
 * - `signed`: no session; the route checks a signature of its own (a webhook), answering 401.
 * The access test reads this option from every route.
 */
export type RouteAccess = 'public' | 'viewer' | 'user' | 'admin' | 'signed';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    signInMessage?: string;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** When the caller's token was issued: a recent login confirms sensitive actions. */
    tokenIssuedAt: Date | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * The token a request carries: an API client's `Authorization: Bearer`, else the browser's
 * session cookie. An unsafe request the cookie authenticates must come from the site's own
 * pages (its Origin), or any site could make a reader's browser write in their name.
 */
function requestToken(request: FastifyRequest, publicOrigin: string): string | null {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const cookie = sessionCookie(request);
  if (!cookie) return null;
  if (!fromOwnPages(request, publicOrigin)) throw forbidden(AUTH_API_MESSAGES.crossSiteRequest);
  return cookie;
}

/**
 * Token authentication, by bearer header or session cookie. The token is checked on every
 * request; the user behind it comes from a short-lived cache, loaded on a miss and kept for
 * its TTL from then (a hit does not renew it). A write that changes an account calls
 * `accountChanged` with its id before it answers: the server that made it applies it to the
 * account's next request at once, and the others once the change feed reaches them (a few
 * tens of milliseconds on PostgreSQL; see change-feed.ts). So a role change, a subscription
 * or a deleted account holds on every server well within a second; other writes (likes,
 * comments, visits) leave every kept account be.
 */
export default fp(
  async function authenticate(
    fastify: FastifyInstance,
    opts: { secret: string; expiresIn: string; userCacheTtlMs: number; publicUrl: string },
  ) {
    const publicOrigin = new URL(opts.publicUrl).origin;
    const tokens = createTokenService(opts.secret, opts.expiresIn);
    const usersRepo = fastify.usersRepository;
    const cachedUsers = createSignedInUsersCache(opts.userCacheTtlMs);
    fastify.decorate('tokens', tokens);
    fastify.changes.onChange((change) => {
      if (change.kind === 'account') cachedUsers.forget(change.userId);
      if (change.kind === 'everything') cachedUsers.forgetAll();
    });
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('tokenIssuedAt', null);

    async function resolveUser(request: FastifyRequest, token: string): Promise<UserRow> {
      const verified = await tokens.verify(token);
      if (!verified) throw notSignedIn(AUTH_API_MESSAGES.invalidToken);
      const cached = cachedUsers.get(verified.userId);
      const mark = cachedUsers.mark();
      const user = cached ?? (await usersRepo.findById(verified.userId));
      if (!user) throw notSignedIn(AUTH_API_MESSAGES.accountGone);
      if (user.tokenVersion !== verified.tokenVersion)
        throw notSignedIn(AUTH_API_MESSAGES.sessionEnded);
      if (!cached) cachedUsers.set(user, mark);
      request.tokenIssuedAt = verified.issuedAt;
      return user;
    }

    const requireUserWith = (message: string) => async (request: FastifyRequest) => {
      const token = requestToken(request, publicOrigin);
      if (!token) throw notSignedIn(message);
      request.user = await resolveUser(request, token);
    };
    const requireUser = requireUserWith(AUTH_API_MESSAGES.loginRequired);
    const requireAdmin = async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.role !== 'admin') throw forbidden(AUTH_API_MESSAGES.adminRequired);
    };
    const identify = async (request: FastifyRequest) => {
      const token = requestToken(request, publicOrigin);
      if (token) request.user = await resolveUser(request, token).catch(() => null);
    };

    function guardOf({ access, signInMessage }: NonNullable<RouteOptions['config']>) {
      if (access === 'viewer') return identify;
      if (access === 'user') return signInMessage ? requireUserWith(signInMessage) : requireUser;
      if (access === 'admin') return requireAdmin;
      return null;
    }
    // The guard runs first among the route's own hooks, before its body is read.
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const guard = route.config && guardOf(route.config);
      if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'authenticate', dependencies: ['repositories', 'change-feed'] },
);

/** The user a `user` or `admin` route's guard put on the request. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw notSignedIn(AUTH_API_MESSAGES.loginRequired);
  return request.user;
}
