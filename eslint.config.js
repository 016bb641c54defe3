import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const webFeatures = readdirSync(`${web}/features`);

/**
 * The web app's layers, as bulletproof-react draws them: app → features → shared (components,
 * hooks, lib, config). A feature stands alone: what several use lives in the shared folders,
 * and features meet only in `app/` (routes compose them).
 */
const webLayers = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another: move what both use to lib/ or components/, or compose them in app/routes.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import the app; the app imports them.',
  },
  {
    target: [`${web}/components`, `${web}/hooks`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code does not import features or the app.',
  },
];

const server = 'apps/server/src';

/**
 * The one file that writes each table (insert, update, delete): what a table holds is changed
 * in one place, where its rules live. Seeds write demo content as they please. A table missing
 * here fails the lint: a new table names its writer. `null`: no file writes it (the database
 * keeps it, by a trigger).
 */
const TABLE_WRITERS = {
  users: 'lib/auth/users-repository.ts',
  loginThrottle: 'lib/auth/login-throttle.ts',
  passwordResetTokens: 'lib/auth/password-reset.ts',
  sessions: 'lib/auth/sessions-repository.ts',
  userAuditLog: 'lib/admin/admin-repository.ts',
  categories: 'lib/categories/categories-repository.ts',
  categoryCounts: null,
  blogs: 'lib/blogs/blog-writes-repository.ts',
  blogRevisions: 'lib/blogs/revisions-repository.ts',
  blogLikes: 'lib/engagement/likes-and-saves-repository.ts',
  blogSaves: 'lib/engagement/likes-and-saves-repository.ts',
  visits: 'lib/engagement/visits-repository.ts',
  comments: 'lib/engagement/comments-repository.ts',
  commentAllowances: 'lib/engagement/comments-repository.ts',
  commentReports: 'lib/engagement/moderation.ts',
  blockedWords: 'lib/engagement/moderation.ts',
  moderationSummaries: 'lib/engagement/moderation.ts',
  blogReads: 'lib/learning/progress-repository.ts',
  learningPaths: 'lib/learning/paths-repository.ts',
  learningPathSteps: 'lib/learning/paths-repository.ts',
  certificates: 'lib/learning/certificates-repository.ts',
  checkAnswers: 'lib/checks/checks-repository.ts',
  reviewCards: 'lib/checks/checks-repository.ts',
  reviewReminders: 'lib/checks/checks-repository.ts',
  mindmaps: 'lib/mindmaps/mindmaps-repository.ts',
  follows: 'lib/following/following.ts',
  followNotices: 'lib/following/following.ts',
  transactions: 'lib/payments/transactions-repository.ts',
  adminTransactionIds: 'lib/payments/transactions-repository.ts',
  addedPayments: 'lib/payments/added-payments-repository.ts',
  paymentEvents: 'lib/payments/payment-events.ts',
  paymentReferences: 'lib/payments/payment-references.ts',
  gifts: 'lib/payments/gift-links.ts',
  paymentEvidence: 'lib/payments/evidence/evidence-repository.ts',
  unreadableEvidence: 'lib/payments/evidence/evidence-repository.ts',
  webhookDeliveries: 'lib/payments/evidence/evidence-repository.ts',
  settings: 'lib/settings/settings-store.ts',
  contactMessages: 'lib/contact/contact-repository.ts',
  mailOutbox: 'lib/mail/mail-outbox.ts',
  cachePurges: 'lib/http-cache/purge-queue.ts',
  rateLimitCounters: 'lib/rate-limits/rate-limit-counters.ts',
  serverSecrets: 'db/server-secrets.ts',
};

/** Every table the schema declares (`export const name = pgTable(`), read from its files. */
const schemaTables = readdirSync(`${server}/db/schema`)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => [
    ...readFileSync(`${server}/db/schema/${file}`, 'utf8').matchAll(
      /export const (\w+) = pgTable\(/g,
    ),
  ])
  .map((match) => match[1]);
const unwritten = schemaTables.filter((table) => !(table in TABLE_WRITERS));
if (unwritten.length > 0)
  throw new Error(
    `eslint.config.js: name the file that writes ${unwritten.join(', ')} (TABLE_WRITERS)`,
  );

/** The rule that keeps every table but `own` out of a file's writes. */
const writesOnly = (own) => [
  'error',
  ...Object.entries(TABLE_WRITERS)
    .filter(([table]) => !own.includes(table))
    .map(([table, writer]) => ({
      selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='${table}']`,
      message: writer
        ? `${table} is written only by ${server}/${writer}: add a method there.`
        : `${table} is kept by the database itself; no file writes it.`,
    })),
];
const writers = [...new Set(Object.values(TABLE_WRITERS).filter(Boolean))];
const tablesOf = (writer) =>
  Object.entries(TABLE_WRITERS)
    .filter(([, file]) => file === writer)
    .map(([table]) => table);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@codegrow/server*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript files to follow their imports (import-x's TypeScript preset, without the
      // resolver it names, which would need one more package): every import here is relative
      // or a workspace package.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayers }] },
  },
  {
    // Small files: one that grows past this is split along its seams (tests, seeds and
    // fixtures aside, which are long by nature).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixtures.ts', `${server}/seed/**`],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Numbers and dates are written one way, on both sides (packages/shared/src/format).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['packages/shared/src/format/**', '**/*.test.{ts,tsx}', `${server}/seed/**`],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Write it with formatsFor(language) (@codegrow/shared/format/formats).',
        })),
        ...['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Add the format to @codegrow/shared/format/formats, where every one is kept.',
        })),
      ],
    },
  },
  {
    // Periodic work has one scheduler, with names, overlap prevention and a stop that waits.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'setInterval',
          message: 'Periodic jobs run on the scheduler: fastify.every (plugins/app/scheduler.ts).',
        },
      ],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [
      `${server}/seed/**`,
      `${server}/routes/**`,
      ...writers.map((writer) => `${server}/${writer}`),
    ],
    rules: { 'no-restricted-syntax': writesOnly([]) },
  },
  {
    // Routes are thin: they take the repositories the server decorated once (plugins/app).
    files: [`${server}/routes/**/*.ts`],
    rules: {
      'no-restricted-syntax': [
        ...writesOnly([]),
        {
          selector: 'CallExpression[callee.name=/^create\\w+Repository$/]',
          message:
            'A route takes its repository from the instance (fastify.xRepository, plugins/app/repositories.ts).',
        },
      ],
    },
  },
  ...writers.map((writer) => ({
    files: [`${server}/${writer}`],
    rules: { 'no-restricted-syntax': writesOnly(tablesOf(writer)) },
  })),
  ...pluginQuery.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['apps/web/src/**/*.{ts,tsx}'],
  })),
  { ...jsxA11y.flatConfigs.recommended, files: ['apps/web/src/**/*.tsx'] },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
