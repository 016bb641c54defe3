import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { forbidden, unauthorized } from '../errors/http-errors';
import { createTokenService, type TokenService } from './auth-tokens';
import { createUsersRepository, type UserRow } from './users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: the caller must be logged in; sets request.user. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** onRequest hook factory: like requireUser, refusing anonymous callers with `message`. */
    requireUserWith(message: string): (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: the caller must be an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** onRequest hook: sets request.user when a valid token is sent, else leaves it null. */
    identify(request: FastifyRequest): Promise<void>;
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
 * Bearer-token authentication. The user is read from the database on each
 * authenticated request, so a role change or deleted account applies at once.
 */
export default fp(
  async function authenticate(
    fastify: FastifyInstance,
    opts: { secret: string; expiresIn: string },
  ) {
    const tokens = createTokenService(opts.secret, opts.expiresIn);
    const usersRepo = createUsersRepository(fastify.db);
    fastify.decorate('tokens', tokens);
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('tokenIssuedAt', null);

    async function resolveUser(request: FastifyRequest, token: string): Promise<UserRow> {
      const verified = await tokens.verify(token);
      if (!verified) throw unauthorized(AUTH_API_MESSAGES.invalidToken);
      const user = await usersRepo.findById(verified.userId);
      if (!user) throw unauthorized(AUTH_API_MESSAGES.accountGone);
      request.tokenIssuedAt = verified.issuedAt;
      return user;
    }

    const requireUserWith = (message: string) => async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(message);
      request.user = await resolveUser(request, token);
    };
    const requireUser = requireUserWith(AUTH_API_MESSAGES.loginRequired);

    fastify.decorate('requireUser', requireUser);
    fastify.decorate('requireUserWith', requireUserWith);
    fastify.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.role !== 'admin') throw forbidden(AUTH_API_MESSAGES.adminRequired);
    });
    fastify.decorate('identify', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token) request.user = await resolveUser(request, token).catch(() => null);
    });
  },
  { name: 'authenticate', dependencies: ['db'] },
);

/** The user that requireUser or requireAdmin put on the request. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(AUTH_API_MESSAGES.loginRequired);
  return request.user;
}
