import type { JWTVerifyGetKey } from 'jose';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import type { Env } from './config/env';
import { firebaseWebConfig, publicUrl, purgeConfig, s3Config, siteConfig } from './config/env';
import { defaultWebDist, defaultWebSsrEntry } from './config/paths';
import { loggedRequest } from './config/request-log';
import authenticate from './plugins/app/authenticate';
import articleWrites from './plugins/app/article-writes';
import { createFirebaseTokenVerifier } from './lib/firebase/firebase-token-verifier';
import purger, { PURGE_RETRY_POLL_MS } from './plugins/app/purger';
import { purgeTargets } from './lib/http-cache/targets/purge-target';
import mailWorker from './plugins/app/mail-worker';
import paymentSweeper, { UNPAID_CLAIMS_POLL_MS } from './plugins/app/payment-sweeper';
import reviewReminders, { REVIEW_REMINDERS_POLL_MS } from './plugins/app/review-reminders';
import publishingSchedule from './plugins/app/publishing-schedule';
import moderationSummary, { MODERATION_SUMMARY_POLL_MS } from './plugins/app/moderation-summary';
import uploads from './plugins/app/uploads';
import changeFeed from './plugins/app/change-feed';
import keptArticles from './plugins/app/kept-articles';
import repositories from './plugins/app/repositories';
import services from './plugins/app/services';
import cleanInput from './plugins/app/clean-input';
import errorHandler, { replyWithError } from './plugins/app/error-handler';
import httpCache from './plugins/app/http-cache';
import pageReads from './plugins/app/page-reads';
import routeInventory from './plugins/app/route-inventory';
import webApp from './plugins/app/web-app';
import pageLanguage from './plugins/app/page-language';
import messagesInLanguage from './plugins/app/messages-in-language';
import compress from './plugins/external/compress';
import cookies from './plugins/external/cookie';
import { responseSerializer } from './lib/response-serializer';
import db from './plugins/external/db';
import { loadServerSecrets } from './db/server-secrets';
import scheduler from './plugins/app/scheduler';
import rateLimit from './plugins/external/rate-limit';
import security from './plugins/external/security';
import loadShedding from './plugins/external/under-pressure';
import authRoutes from './routes/api/auth/index';
import blogWriteRoutes from './routes/api/blogs/admin-writes';
import blogRevisionRoutes from './routes/api/blogs/revisions';
import followRoutes from './routes/api/follows/index';
import giftRoutes from './routes/api/gifts/index';
import following, { FOLLOWING_POLL_MS } from './plugins/app/following';
import blogEngagementRoutes from './routes/api/blogs/engagement';
import blogCheckRoutes from './routes/api/blogs/checks';
import reviewRoutes from './routes/api/review/index';
import reviewReminderRoutes from './routes/api/review/reminders';
import certificateRoutes from './routes/api/certificates/index';
import blogRoutes from './routes/api/blogs/index';
import categoryRoutes from './routes/api/categories/index';
import adminRoutes from './routes/api/admin/index';
import commentRoutes from './routes/api/comments/index';
import contactRoutes from './routes/api/contact/index';
import healthRoutes from './routes/api/health/index';
import mindmapRoutes from './routes/api/mindmaps/index';
import pathPlacesRoutes from './routes/api/paths/places';
import pathRoutes from './routes/api/paths/index';
import progressRoutes from './routes/api/progress/index';
import paymentReferenceRoutes from './routes/api/payments/reference';
import smsWebhookRoutes from './routes/api/payments/sms-webhook';
import transactionRoutes from './routes/api/transactions/index';
import visitorRoutes from './routes/api/visitors/index';
import siteRoutes from './routes/site/index';
import languageRoutes from './routes/site/language';

const JSON_BODY_LIMIT = 1024 * 1024;

export function serverOptions(env: Env): FastifyServerOptions {
  const quiet = env.NODE_ENV === 'test';
  return {
    logger: {
      level: env.LOG_LEVEL ?? (quiet ? 'silent' : 'info'),
      serializers: { req: loggedRequest },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Opening the database (PGlite's first start with its migrations) can outlast Fastify's
    // 10 s for a plugin on a busy machine; a start that truly hangs still ends, after a minute.
    pluginTimeout: 60_000,
    // A URL the router cannot decode is answered like any other failure.
    frameworkErrors: replyWithError,
  };
}

/**
 * The whole application as one plugin: external plugins, then the app's own,
 * then routes. Tests build it with their own environment; server.ts boots it.
 */
/** What tests may replace: only what reaches outside this machine. */
export interface AppDependencies {
  /** Public keys for Firebase ID tokens (Google's, fetched on demand, by default). */
  firebaseKeys?: JWTVerifyGetKey;
}

export async function buildApp(env: Env, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(env)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checkShapes: env.NODE_ENV === 'test' }));

  await app.register(routeInventory);
  await app.register(pageReads);
  await app.register(errorHandler);
  await app.register(messagesInLanguage);
  await app.register(security, { corsOrigins: env.CORS_ORIGINS, firebase: firebaseWebConfig(env) });
  await app.register(db, {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  const secrets = await loadServerSecrets(app.db, env);
  await app.register(repositories, { visitorSalt: secrets.visitorSalt });
  await app.register(services, {
    site: siteConfig(env),
    publicUrl: publicUrl(env),
    adminEmails: env.ADMIN_EMAILS,
  });
  await app.register(changeFeed, { databaseUrl: env.DATABASE_URL });
  await app.register(keptArticles, { ttlMs: env.PUBLIC_CACHE_TTL_MS });
  await app.register(loadShedding, {
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    maxQueuedQueries: env.MAX_QUEUED_QUERIES,
  });
  // Before the cache: a reader who reads in Bangla is sent to the Bangla page, not a kept English one.
  await app.register(pageLanguage);
  // After load shedding, so a saturated server turns kept answers away too; before
  // compression, so the cache keeps the plain serialized body and each hit is compressed.
  await app.register(httpCache, {
    ttlMs: env.PUBLIC_CACHE_TTL_MS,
    maxBytes: env.PUBLIC_CACHE_MAX_BYTES,
    lifetimes: {
      maxAge: env.HTTP_CACHE_MAX_AGE,
      sMaxAge: env.HTTP_CACHE_S_MAXAGE,
      staleWhileRevalidate: env.HTTP_CACHE_STALE_WHILE_REVALIDATE,
      staleIfError: env.HTTP_CACHE_STALE_IF_ERROR,
    },
  });
  await app.register(compress);
  await app.register(cleanInput);
  await app.register(scheduler);
  await app.register(rateLimit);
  await app.register(cookies);
  await app.register(authenticate, {
    secret: secrets.jwt,
    sessionLifeMs: env.JWT_EXPIRES_IN,
    sessionMaxMs: env.SESSION_MAX_AGE,
    userCacheTtlMs: env.USER_CACHE_TTL_MS,
    publicUrl: publicUrl(env),
  });
  await app.register(uploads, {
    dataDir: env.DATA_DIR,
    s3: s3Config(env),
    assetUrl: env.PUBLIC_ASSET_URL,
  });
  await app.register(following, {
    publicUrl: publicUrl(env),
    secret: secrets.unsubscribe,
    pollMs: env.NODE_ENV === 'test' ? 0 : FOLLOWING_POLL_MS,
  });
  await app.register(articleWrites);
  await app.register(publishingSchedule, {
    pollMs: env.SCHEDULE_POLL_MS,
  });
  await app.register(mailWorker, {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@codegrow.local>`,
    dataDir: env.DATA_DIR,
    pollMs: env.NODE_ENV === 'test' ? 0 : env.MAIL_POLL_MS,
  });
  await app.register(reviewReminders, {
    publicUrl: publicUrl(env),
    secret: secrets.unsubscribe,
    pollMs: env.NODE_ENV === 'test' ? 0 : REVIEW_REMINDERS_POLL_MS,
  });
  await app.register(moderationSummary, {
    site: siteConfig(env),
    publicUrl: publicUrl(env),
    pollMs: env.NODE_ENV === 'test' ? 0 : MODERATION_SUMMARY_POLL_MS,
  });
  await app.register(paymentSweeper, {
    site: siteConfig(env),
    pollMs: env.NODE_ENV === 'test' ? 0 : UNPAID_CLAIMS_POLL_MS,
  });
  await app.register(purger, {
    targets: purgeTargets(purgeConfig(env)),
    pollMs: env.NODE_ENV === 'test' ? 0 : PURGE_RETRY_POLL_MS,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, {
        prefix: '/auth',
        adminEmails: env.ADMIN_EMAILS,
        registerLimitPerHour: env.REGISTER_LIMIT_PER_HOUR,
        verifyFirebaseToken: createFirebaseTokenVerifier({
          projectId: env.FIREBASE_PROJECT_ID,
          emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
          keys: deps.firebaseKeys,
        }),
      });
      await api.register(blogRoutes, { prefix: '/blogs', memoTtlMs: env.PUBLIC_CACHE_TTL_MS });
      await api.register(blogEngagementRoutes, { prefix: '/blogs' });
      await api.register(blogCheckRoutes, { prefix: '/blogs' });
      await api.register(reviewRoutes, { prefix: '/review' });
      await api.register(reviewReminderRoutes, { prefix: '/review' });
      await api.register(certificateRoutes);
      await api.register(blogWriteRoutes, { prefix: '/blogs' });
      await api.register(blogRevisionRoutes, { prefix: '/blogs' });
      await api.register(commentRoutes, {
        prefix: '/comments',
        limit: { count: env.COMMENT_LIMIT_PER_MINUTE, windowSeconds: 60 },
      });
      await api.register(mindmapRoutes, { prefix: '/mindmaps' });
      await api.register(followRoutes, { prefix: '/follows' });
      await api.register(giftRoutes, { prefix: '/gifts' });
      await api.register(transactionRoutes, { prefix: '/transactions', site: siteConfig(env) });
      await api.register(smsWebhookRoutes, {
        prefix: '/payments',
        secret: env.PAYMENT_WEBHOOK_SECRET,
      });
      await api.register(paymentReferenceRoutes, { prefix: '/payments', site: siteConfig(env) });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(visitorRoutes, { prefix: '/visitors' });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(pathRoutes, { prefix: '/paths' });
      await api.register(pathPlacesRoutes, { prefix: '/blogs' });
      await api.register(progressRoutes, { prefix: '/progress' });
      await api.register(contactRoutes, { prefix: '/contact' });
    },
    { prefix: '/api' },
  );

  await app.register(siteRoutes, {
    publicUrl: publicUrl(env),
    siteName: env.SITE_NAME,
    slogan: SITE_DEFAULTS.slogan,
  });

  await app.register(languageRoutes);

  const serveWeb = env.SERVE_WEB ?? env.NODE_ENV === 'production';
  await app.register(webApp, {
    dist: serveWeb ? (env.WEB_DIST ?? defaultWebDist) : null,
    ssrEntry: serveWeb ? (env.WEB_SSR_ENTRY ?? defaultWebSsrEntry) : null,
    site: siteConfig(env),
    publicUrl: publicUrl(env),
    checkReaderTemplates: env.CHECK_READER_TEMPLATES === true,
  });
  return app;
}
