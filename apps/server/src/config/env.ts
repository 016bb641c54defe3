import { z } from 'zod';
import { SITE_DEFAULTS, type SocialNetwork } from '@codegrow/shared/constants/site';
import {
  PAYMENT_PROVIDERS,
  type PaymentAccount,
} from '@codegrow/shared/constants/payment-providers';
import {
  commaList,
  duration,
  flag,
  paymentAccounts,
  socialLinks,
  trustedProxies,
  urlList,
} from './env-values';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Unset: embedded PGlite in DATA_DIR/db. Set: PostgreSQL through a pool. */
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Requests are answered 503 while this many queries wait for a pooled connection; 0: never. */
    MAX_QUEUED_QUERIES: z.coerce.number().int().min(0).default(200),
    /** Requests are answered 503 while the event loop lags more than this on average; 0: never. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    /**
     * Set: article images go to this S3 bucket (any S3-protocol store) instead of
     * DATA_DIR/uploads, so every app server serves every image.
     */
    S3_BUCKET: z.string().min(3).optional(),
    /** The store's address when it is not AWS (MinIO, R2, …); addressed by path. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * How long a call to the store may wait for a connection, and then for its answer, before
     * the upload or image is answered 503 (the SDK tries three times).
     */
    S3_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
    /**
     * A CDN in front of the bucket or of /uploads: new images are addressed under it. Pages
     * load images over https only.
     */
    PUBLIC_ASSET_URL: z
      .url()
      .regex(/^https:\/\//, 'PUBLIC_ASSET_URL must be an https:// address')
      .optional(),
    SEED_DEMO: flag.default(false),
    /** With SEED_DEMO: this many generated older articles (ten comments each) to size the site. */
    SEED_SAMPLE_ARCHIVE: z.coerce.number().int().min(0).max(200_000).default(0),
    DEMO_ADMIN_PASSWORD: z.string().min(6).optional(),
    DEMO_USER_PASSWORD: z.string().min(6).optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /**
     * How long a session lasts unused (its token's life): every use past half of it renews the
     * token, so a reader who comes back within it stays signed in, up to SESSION_MAX_AGE.
     */
    JWT_EXPIRES_IN: duration('JWT_EXPIRES_IN', '3d'),
    /** The longest a session lasts from its sign-in, however often it is used. */
    SESSION_MAX_AGE: duration('SESSION_MAX_AGE', '30d'),
    ADMIN_EMAILS: commaList,
    /** Origins allowed to call the API from another site; none means same-origin only. */
    CORS_ORIGINS: commaList,
    TRUST_PROXY: trustedProxies,
    SERVE_WEB: flag.optional(),
    WEB_DIST: z.string().min(1).optional(),
    /** The web app's server bundle (apps/web/dist-ssr/entry-server.js): renders public pages. */
    WEB_SSR_ENTRY: z.string().min(1).optional(),
    /**
     * Tests: every signed-in reader's page made from a shared template is also rendered for
     * them alone and compared; a difference fails the page (apps/web/src/ssr/reader-templates.ts).
     */
    CHECK_READER_TEMPLATES: flag.optional(),
    /** The site's public address, used in e-mailed links, feeds and page heads (never taken from the Host header). */
    PUBLIC_URL: z.url().optional(),
    /** Firebase project: real in production; the emulator's demo project locally. */
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-codegrow'),
    FIREBASE_API_KEY: z.string().min(1).optional(),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    FIREBASE_APP_ID: z.string().min(1).optional(),
    /** host:port of the Firebase Auth Emulator; set, tokens are checked with it instead of Google's keys. */
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[\w.-]+:\d+$/, 'FIREBASE_AUTH_EMULATOR_HOST looks like 127.0.0.1:9099')
      .optional(),
    /** smtp(s)://user:pass@host:port; unset: mails are written to DATA_DIR/outbox and logged. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /**
     * The key an SMS-forwarding app on the wallet's phone signs its deliveries with
     * (POST /api/payments/sms-webhook); unset: the webhook refuses every delivery.
     */
    PAYMENT_WEBHOOK_SECRET: z
      .string()
      .min(32, 'PAYMENT_WEBHOOK_SECRET must be at least 32 characters')
      .optional(),
    /** How often the mail worker looks for mail to send; 0 stops it (tests flush by hand). */
    MAIL_POLL_MS: z.coerce.number().int().min(0).default(5_000),
    /**
     * How long anonymous reads are served from memory, and signed-in readers' lists and
     * articles memoised; 0 turns both off. Content changes clear them at once; what no change
     * announces (a like's count in a list) is at most this old.
     */
    PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
    /** The most bytes of answers (bodies and URLs) kept in memory at once (32 MiB); 0 keeps none. */
    PUBLIC_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(33_554_432),
    /** Seconds a browser may reuse a public answer without asking. */
    HTTP_CACHE_MAX_AGE: z.coerce.number().int().min(0).default(10),
    /** Seconds a shared cache in front (a CDN, Varnish) may keep one; purges end it sooner. */
    HTTP_CACHE_S_MAXAGE: z.coerce.number().int().min(0).default(300),
    /** Seconds past those a cache may still send it while it fetches a fresh one. */
    HTTP_CACHE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).default(60),
    /** Seconds past those a cache may still send it while the servers answer errors. */
    HTTP_CACHE_STALE_IF_ERROR: z.coerce.number().int().min(0).default(86_400),
    /** How long a signed-in user is reused between requests; writes on this server clear it at once. */
    USER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /** Varnish servers in front of the app: each is sent a BAN by key after a content change. */
    PURGE_URLS: urlList,
    /** Fastly in front: its service, and an API token allowed to purge (purge_select). */
    FASTLY_SERVICE_ID: z.string().min(1).optional(),
    FASTLY_API_TOKEN: z.string().min(1).optional(),
    FASTLY_API_URL: z.url().default('https://api.fastly.com'),
    /** Cloudflare in front: its zone, and an API token allowed to purge its cache. */
    CLOUDFLARE_ZONE_ID: z.string().min(1).optional(),
    CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
    CLOUDFLARE_API_URL: z.url().default('https://api.cloudflare.com/client/v4'),
    REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /** Comments one user may post in any minute. */
    COMMENT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    /** How often each server runs the publishing schedule: articles go live within this of their time; 0 turns it off. */
    SCHEDULE_POLL_MS: z.coerce.number().int().min(0).default(15_000),
    SITE_NAME: z.string().min(1).default(SITE_DEFAULTS.name),
    SITE_EMAIL: z.string().min(3).default(SITE_DEFAULTS.email),
    SITE_PHONE: z.string().min(3).default(SITE_DEFAULTS.phone),
    SITE_CITY: z.string().min(1).default(SITE_DEFAULTS.city),
    PAYMENT_NUMBER: z.string().min(3).default(SITE_DEFAULTS.paymentNumber),
    /** The site's wallet per provider; unset, every provider on PAYMENT_NUMBER (personal). */
    PAYMENT_ACCOUNTS: paymentAccounts,
    /** Empty hides the footer's social links; unset keeps the networks' home pages. */
    SOCIAL_LINKS: socialLinks,
  })
  .refine(
    (env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined),
    {
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    },
  )
  .refine((env) => (env.FASTLY_SERVICE_ID === undefined) === (env.FASTLY_API_TOKEN === undefined), {
    path: ['FASTLY_API_TOKEN'],
    message: 'FASTLY_SERVICE_ID and FASTLY_API_TOKEN go together',
  })
  .refine(
    (env) => (env.CLOUDFLARE_ZONE_ID === undefined) === (env.CLOUDFLARE_API_TOKEN === undefined),
    {
      path: ['CLOUDFLARE_API_TOKEN'],
      message: 'CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN go together',
    },
  );

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once, failing with every bad variable listed. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}

export type FirebaseWebConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string | undefined;
  /** http://host:port when the web app must use the Auth Emulator. */
  emulatorUrl?: string | undefined;
};

export type SiteConfig = {
  name: string;
  /** The site's public address, for links in e-mails. */
  url: string;
  slogan: string;
  email: string;
  phone: string;
  city: string;
  paymentNumber: string;
  /** Where readers send money, per provider; the matcher accepts money received on these. */
  paymentAccounts: PaymentAccount[];
  social: Partial<Record<SocialNetwork, string>>;
  /** Null when neither a Firebase project nor the emulator is configured. */
  firebase: FirebaseWebConfig | null;
};

/** What the browser needs to talk to Firebase: given by the server, so one build serves every deployment. */
export function firebaseWebConfig(env: Env): FirebaseWebConfig | null {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!env.FIREBASE_API_KEY && !emulator) return null;
  return {
    apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: env.FIREBASE_PROJECT_ID,
    appId: env.FIREBASE_APP_ID,
    emulatorUrl: emulator ? `http://${emulator}` : undefined,
  };
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  timeoutMs: number;
}

/** Where article images go when they are kept in an object store; null keeps them on disk. */
export function s3Config(env: Env): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    timeoutMs: env.S3_TIMEOUT_MS,
  };
}

export interface PurgeConfig {
  /** Varnish servers, each sent a BAN. */
  varnish: string[];
  fastly: { apiUrl: string; serviceId: string; token: string } | null;
  cloudflare: { apiUrl: string; zoneId: string; token: string } | null;
}

/** The caches in front of the servers that a content change purges; none configured: none. */
export function purgeConfig(env: Env): PurgeConfig {
  const { FASTLY_SERVICE_ID, FASTLY_API_TOKEN, CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN } = env;
  return {
    varnish: env.PURGE_URLS,
    fastly:
      FASTLY_SERVICE_ID && FASTLY_API_TOKEN
        ? { apiUrl: env.FASTLY_API_URL, serviceId: FASTLY_SERVICE_ID, token: FASTLY_API_TOKEN }
        : null,
    cloudflare:
      CLOUDFLARE_ZONE_ID && CLOUDFLARE_API_TOKEN
        ? {
            apiUrl: env.CLOUDFLARE_API_URL,
            zoneId: CLOUDFLARE_ZONE_ID,
            token: CLOUDFLARE_API_TOKEN,
          }
        : null,
  };
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

export function siteConfig(env: Env): SiteConfig {
  return {
    name: env.SITE_NAME,
    url: publicUrl(env),
    slogan: SITE_DEFAULTS.slogan,
    email: env.SITE_EMAIL,
    phone: env.SITE_PHONE,
    city: env.SITE_CITY,
    paymentNumber: env.PAYMENT_NUMBER,
    paymentAccounts:
      env.PAYMENT_ACCOUNTS ??
      PAYMENT_PROVIDERS.map((provider) => ({
        provider,
        number: env.PAYMENT_NUMBER,
        kind: 'personal' as const,
      })),
    social: env.SOCIAL_LINKS,
    firebase: firebaseWebConfig(env),
  };
}
