import { readdirSync } from 'node:fs';
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
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/auth/users-repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='users']",
          message: 'Accounts are written only by lib/auth/users-repository.ts: add a method there.',
        },
      ],
    },
  },
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
