import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { forbidden, notSignedIn } from '../../lib/errors/app-error';
import {
  createTokenService,
  type TokenService,
  type TokenSubject,
  type VerifiedToken,
} from '../../lib/auth/auth-tokens';
import { createLiveSessionsCache } from '../../lib/auth/live-sessions-cache';
import {
  clearSessionCookie,
  clearSignOutNote,
  fromOwnPages,
  sessionCookie,
  setSessionCookie,
  signOutPending,
} from '../../lib/auth/session-cookie';
import { createSessionsRepository, type LiveSession } from '../../lib/auth/sessions-repository';
import { renderingFor } from '../../lib/site/inject-transport';
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

/** The server's session a request came with (sessions-repository.ts). */
export interface RequestSession {
  id: string;
  /** When it ends unless its token is renewed (as the token the request carries says). */
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    signInMessage?: string;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * Opens a session for the account (a sign-up or sign-in), sets this browser's cookie to
     * it and answers its token, which API clients send as `Authorization: Bearer`.
     */
    signIn(request: FastifyRequest, reply: FastifyReply, user: TokenSubject): Promise<string>;
    /** A new token for the request's session, good for a full life again (a bearer client's). */
    renewToken(request: FastifyRequest, reply: FastifyReply): Promise<string>;
    /** Ends the request's session, or every session of its account; the cookie goes. */
    signOut(request: FastifyRequest, reply: FastifyReply, everywhere?: boolean): Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    session: RequestSession | null;
    /** When the caller signed in (their session began): a recent sign-in confirms sensitive actions. */
    signedInAt: Date | null;
  }
}

export interface AuthenticateOptions {
  secret: string;
  /** How long a session lasts unused; each renewal of its token moves its end this far on. */
  sessionLifeMs: number;
  /** The longest a session lasts from its sign-in, however often renewed. */
  sessionMaxMs: number;
  userCacheTtlMs: number;
  publicUrl: string;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * A token past a tenth of its life is renewed as it is used, while its session may last longer:
 * a reader who comes back within nine tenths of a session's life stays signed in. Not inside a
 * page's render: its calls carry the page's cookie, which the page's own answer renews.
 */
const renewalDue = (token: VerifiedToken, session: LiveSession) =>
  Date.now() - token.issuedAt.getTime() >
    (token.expiresAt.getTime() - token.issuedAt.getTime()) / 10 &&
  token.expiresAt < session.endsBy &&
  renderingFor.getStore() === undefined;

/**
 * Token authentication, by bearer header or session cookie. The token names its session,
 * which must still be live: a session is looked up in a short-lived cache, loaded on a miss and
 * kept for its TTL from then (a hit does not renew it). A write that changes an account, or
 * ends its sessions, calls `accountChanged` with its id before it answers: the server that made
 * it applies it to the account's next request at once, and the others once the change feed
 * reaches them (see change-feed.ts). So a role change, a subscription, a deleted account or a
 * sign-out holds on every server within that time; other writes (likes, comments, visits)
 * leave every kept session be.
 */
export default fp(
  async function authenticate(fastify: FastifyInstance, opts: AuthenticateOptions) {
    const publicOrigin = new URL(opts.publicUrl).origin;
    const tokens = createTokenService(opts.secret);
    const sessions = createSessionsRepository(fastify.db);
    const live = createLiveSessionsCache(opts.userCacheTtlMs);
    fastify.decorate('tokens', tokens);
    fastify.changes.onChange((change) => {
      if (change.kind === 'account') live.forget(change.userId);
      if (change.kind === 'everything') live.forgetAll();
    });
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('session', null);
    fastify.decorateRequest('signedInAt', null);

    /**
     * The token a request carries: an API client's `Authorization: Bearer`, else the browser's
     * session cookie. An unsafe request the cookie authenticates must come from the site's own
     * pages (its Origin), or any site could make a reader's browser write in their name.
     */
    function requestToken(request: FastifyRequest): { token: string; cookie: boolean } | null {
      const bearer = bearerToken(request);
      if (bearer) return { token: bearer, cookie: false };
      const cookie = sessionCookie(request);
      if (!cookie) return null;
      if (!fromOwnPages(request, publicOrigin)) throw forbidden(AUTH_API_MESSAGES.crossSiteRequest);
      return { token: cookie, cookie: true };
    }

    async function liveSession(verified: VerifiedToken) {
      const cached = live.get(verified.sessionId);
      const mark = live.mark();
      const found = cached ?? (await sessions.find(verified.sessionId));
      if (!found || found.user.id !== verified.userId)
        throw notSignedIn(AUTH_API_MESSAGES.sessionGone);
      if (found.user.tokenVersion !== verified.tokenVersion)
        throw notSignedIn(AUTH_API_MESSAGES.sessionEnded);
      if (!cached) live.set(verified.sessionId, found, mark);
      return found;
    }

    /** A token for the request's session; a browser's cookie set to it unless told not to. */
    async function issue(
      request: FastifyRequest,
      reply: FastifyReply,
      user: TokenSubject,
      cookie = true,
    ) {
      const session = request.session;
      if (!session) throw notSignedIn(AUTH_API_MESSAGES.loginRequired);
      const token = await tokens.sign(user, session);
      if (cookie) setSessionCookie(request, reply, token, session.expiresAt);
      return token;
    }

    /** Moves the session's end on and answers a token for it; null if it ended meanwhile. */
    async function renew(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
      const session = request.session;
      const expiresAt = session && (await sessions.renew(session.id, opts.sessionLifeMs));
      if (!expiresAt || !session) return null;
      request.session = { id: session.id, expiresAt };
      // An API client asked for its token; a browser's comes as its cookie.
      return issue(request, reply, user, !bearerToken(request));
    }

    async function resolveUser(
      request: FastifyRequest,
      reply: FastifyReply,
      { token, cookie }: { token: string; cookie: boolean },
    ): Promise<UserRow> {
      const verified = await tokens.verify(token);
      if (!verified) throw notSignedIn(AUTH_API_MESSAGES.invalidToken);
      const session = await liveSession(verified);
      request.session = { id: verified.sessionId, expiresAt: verified.expiresAt };
      // Not the token's own time: a renewed token is no new sign-in.
      request.signedInAt = session.signedInAt;
      // A browser's cookie slides on by itself; an API client asks (POST /api/auth/refresh).
      if (cookie && renewalDue(verified, session)) await renew(request, reply, session.user);
      return session.user;
    }

    /** Ends the session a token names (if it is a valid one) and tells every server. */
    async function endSessionOf(token: string | null): Promise<void> {
      const verified = token ? await tokens.verify(token) : null;
      if (!verified) return;
      fastify.accountChanged(await sessions.end(verified.sessionId));
    }

    /**
     * A reader who signed out offline left a note for the first request back: the session ends
     * before the request is answered with it, and the request goes on as a visitor's.
     */
    async function finishPendingSignOut(request: FastifyRequest, reply: FastifyReply) {
      await endSessionOf(sessionCookie(request) ?? null);
      clearSessionCookie(request, reply);
    }

    /**
     * Signing in where a sign-out made offline is still pending: the session the reader meant to
     * end ends now (its cookie is about to be replaced), and the note goes.
     */
    async function finishBeforeSignIn(request: FastifyRequest, reply: FastifyReply) {
      if (!signOutPending(request)) return;
      await endSessionOf(sessionCookie(request) ?? null);
      clearSignOutNote(request, reply);
    }

    const found = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!bearerToken(request) && signOutPending(request)) {
        await finishPendingSignOut(request, reply);
        return null;
      }
      return requestToken(request);
    };

    const requireUserWith =
      (message: string) => async (request: FastifyRequest, reply: FastifyReply) => {
        const token = await found(request, reply);
        if (!token) throw notSignedIn(message);
        request.user = await resolveUser(request, reply, token);
      };
    const requireUser = requireUserWith(AUTH_API_MESSAGES.loginRequired);
    const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
      await requireUser(request, reply);
      if (request.user?.role !== 'admin') throw forbidden(AUTH_API_MESSAGES.adminRequired);
    };
    const identify = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = await found(request, reply);
      if (token) request.user = await resolveUser(request, reply, token).catch(() => null);
    };

    fastify.decorate(
      'signIn',
      async (request: FastifyRequest, reply: FastifyReply, user: TokenSubject) => {
        await finishBeforeSignIn(request, reply);
        request.session = await sessions.open(user.id, opts.sessionLifeMs, opts.sessionMaxMs);
        request.signedInAt = new Date();
        return issue(request, reply, user);
      },
    );
    fastify.decorate('renewToken', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = request.user;
      const token = user && (await renew(request, reply, user));
      if (!token) throw notSignedIn(AUTH_API_MESSAGES.sessionGone);
      return token;
    });
    fastify.decorate(
      'signOut',
      async (request: FastifyRequest, reply: FastifyReply, everywhere = false) => {
        // A browser's sign-out must come from the site's own pages: another site's form
        // could otherwise sign a reader out (and the answer clear the cookie).
        const bearer = bearerToken(request);
        if (!bearer && !fromOwnPages(request, publicOrigin))
          throw forbidden(AUTH_API_MESSAGES.crossSiteRequest);
        if (everywhere && request.user) {
          await sessions.endAll(request.user.id);
          fastify.accountChanged(request.user.id);
        } else await endSessionOf(bearer ?? sessionCookie(request) ?? null);
        if (!bearer) clearSessionCookie(request, reply);
      },
    );

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
  { name: 'authenticate', dependencies: ['db', 'repositories', 'change-feed'] },
);

/** The user a `user` or `admin` route's guard put on the request. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw notSignedIn(AUTH_API_MESSAGES.loginRequired);
  return request.user;
}
