import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests run once; the server's API tests run twice, on PGlite and on a
 * real PostgreSQL server (see apps/server/test/helper.ts), except the fleet's,
 * which start several servers on one PostgreSQL database (PostgreSQL only), and the
 * server's refusals to start, the launchers' stopping and the Node.js version check, which need no PostgreSQL (PGlite's
 * run only).
 *
 * The API test files share their worker's modules (`isolate: false`): each builds its own
 * apps on its own database and none mocks a module, so importing the server and compiling
 * PGlite once per worker rather than once per file only saves time (a third of the run).
 */
export default defineConfig({
  test: {
    // The API tests wait on PostgreSQL much of their time: on two cores, two files at once
    // (Vitest's default would be one, a core less than there are) take a quarter less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web app's components in jsdom, the network stood in for by MSW (apps/web/test).
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/test/**/*.test.ts'],
          // Several servers share one database only on PostgreSQL.
          exclude: ['apps/server/test/fleet/**'],
          globalSetup: ['apps/server/test/pglite-template.ts'],
          isolate: false,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [
            'apps/server/test/platform/startup-errors.test.ts',
            'apps/server/test/platform/launchers.test.ts',
            'apps/server/test/platform/node-version.test.ts',
          ],
          env: { TEST_DB: 'postgres' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
