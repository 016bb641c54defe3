import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DELETION_MESSAGES,
  AUTH_API_MESSAGES,
  PASSWORD_RESET_MESSAGES,
} from '@codegrow/shared/constants/auth-messages';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
} from '@codegrow/shared/schemas/auth';
import { authResponseSchema, profileResponseSchema } from '@codegrow/shared/schemas/user';
import { confirmDeletion, deleteAccount } from '../../../lib/auth/account-deletion';
import { registerFirebaseUser } from '../../../lib/firebase/firebase-accounts';
import type { FirebaseTokenVerifier } from '../../../lib/firebase/firebase-token-verifier';
import { notSignedIn } from '../../../lib/errors/app-error';
import { signedInUser } from '../../../plugins/app/authenticate';
import { clearSessionCookie } from '../../../lib/auth/session-cookie';
import { toUserJson } from '../../../lib/auth/users-repository';
import {
  afterSignIn,
  backToLogin,
  fromThisSite,
  isFormPost,
  refuseOtherSites,
  registerSignInForm,
} from '../../../lib/auth/sign-in-form';

export interface AuthRoutesOptions {
  adminEmails: string[];
  registerLimitPerHour: number;
  verifyFirebaseToken: FirebaseTokenVerifier;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (fastify, opts) => {
  const auth = fastify.authService;

  fastify.post(
    '/register',
    {
      config: {
        access: 'public',
        rateLimit: { max: opts.registerLimitPerHour, timeWindow: '1 hour' },
      },
      schema: { body: registerSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      const token = await fastify.signIn(request, reply, user);
      return reply.code(201).send({ token, user: toUserJson(user) });
    },
  );

  registerSignInForm(fastify);
  fastify.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { body: loginSchema, response: { 200: authResponseSchema } },
      // The login page's plain form is answered with redirects, its refusals included.
      errorHandler: (error, request, reply) =>
        isFormPost(request) && fromThisSite(request)
          ? backToLogin(error, request, reply)
          : fastify.errorHandler(error, request, reply),
    },
    async (request, reply) => {
      const form = isFormPost(request);
      if (form) refuseOtherSites(request);
      const user = await auth.login(request.body, request.ip);
      // A login may have made the account an admin (ADMIN_EMAILS).
      fastify.accountChanged(user.id);
      const token = await fastify.signIn(request, reply, user);
      if (form) return afterSignIn(request, reply);
      return { token, user: toUserJson(user) };
    },
  );

  fastify.post(
    '/firebase-register',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        body: z.object({
          idToken: z
            .string({ error: 'idToken is required' })
            .min(20, { error: 'idToken is required' })
            .max(8192),
          uid: z.string().max(128).optional(),
          email: z.string().max(254).optional(),
          name: z.string().trim().max(100).optional(),
          photoURL: z
            .string()
            .max(2048)
            .nullish()
            .transform((value) => value ?? undefined),
        }),
        response: {
          200: authResponseSchema.extend({ isNewUser: z.boolean(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const identity = await opts.verifyFirebaseToken(request.body.idToken);
      if (!identity) throw notSignedIn(AUTH_API_MESSAGES.invalidIdentityToken);
      const result = await registerFirebaseUser(
        fastify.db,
        identity,
        request.body,
        opts.adminEmails,
      );
      fastify.accountChanged(result.user.id);
      // The ID token is exchanged once: from here on the browser's session is the cookie.
      const token = await fastify.signIn(request, reply, result.user);
      return {
        token,
        user: toUserJson(result.user),
        isNewUser: result.isNewUser,
        message: result.message,
      };
    },
  );

  const resets = fastify.passwordResets;
  const messageSchema = z.object({ message: z.string() });

  fastify.post(
    '/password-reset',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: { body: passwordResetRequestSchema, response: { 202: messageSchema } },
      // Looked up once the answer has gone, the same for an address with an account and one
      // without: its time says nothing of which (OWASP's advice). The link is mailed after.
      onResponse: async (request, reply) => {
        // Only a request the route answered (its body valid, within the limit).
        if (reply.statusCode !== 202) return;
        await resets.request(request.body.email).catch((error: unknown) => {
          request.log.error({ err: error }, 'a password reset link could not be queued');
        });
      },
    },
    async (_request, reply) => reply.code(202).send({ message: PASSWORD_RESET_MESSAGES.requested }),
  );

  fastify.post(
    '/password-reset/confirm',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { body: passwordResetConfirmSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      fastify.accountChanged(await resets.confirm(request.body.token, request.body.password));
      return { message: PASSWORD_RESET_MESSAGES.changed };
    },
  );

  // Signing out ends the session on the server: its token stops working at once, as a cookie
  // and as a bearer token. A browser's must come from the site's own pages.
  fastify.post(
    '/logout',
    { config: { access: 'public' }, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      await fastify.signOut(request, reply);
      return { message: AUTH_API_MESSAGES.signedOut };
    },
  );

  fastify.delete(
    '/sessions',
    { config: { access: 'user' }, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      await fastify.signOut(request, reply, true);
      return { message: AUTH_API_MESSAGES.signedOutEverywhere };
    },
  );

  // An API client's token for the same session, good for a full life again (a browser's
  // cookie is renewed as it is used).
  fastify.post(
    '/refresh',
    { config: { access: 'user' }, schema: { response: { 200: authResponseSchema } } },
    async (request, reply) => ({
      token: await fastify.renewToken(request, reply),
      user: toUserJson(signedInUser(request)),
    }),
  );

  fastify.get(
    '/profile',
    { config: { access: 'user' }, schema: { response: { 200: profileResponseSchema } } },
    async (request) => ({
      user: toUserJson(signedInUser(request)),
      ...(request.session && { session: { expiresAt: request.session.expiresAt.toISOString() } }),
    }),
  );

  fastify.delete(
    '/account',
    {
      config: { access: 'user' },
      schema: {
        body: z.object({ password: z.string().max(128).optional() }).nullish(),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await confirmDeletion(user, request.body?.password, request.signedInAt);
      await deleteAccount(fastify.db, user);
      fastify.accountChanged(user.id);
      clearSessionCookie(request, reply);
      // Kept discussion pages show the account's name: it goes with the account, at once.
      fastify.contentChanged();
      return { message: ACCOUNT_DELETION_MESSAGES.deleted };
    },
  );
};

export default authRoutes;
