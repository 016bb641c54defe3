import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, READER } from './e2e/accounts';
import { E2E_WEBHOOK_SECRET } from './e2e/support/payments';
import { AUTH_EMULATOR_HOST } from './e2e/support/auth-emulator';

const PORT = 4173;
const baseURL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);
// A browser, the server and the Auth Emulator share the machine: on two cores
// a second worker only slows every test down.
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(os.cpus().length / 2));

/**
 * End-to-end tests of the built site: run `npm run build` first. The server
 * starts on a fresh data directory with the demo content seeded. Every test
 * makes the users, articles and categories it asserts on, so tests may run in
 * any order and side by side; no test is retried, so a flaky one shows.
 * Timeouts are sized for a slow, busy machine: they cost nothing when it is fast.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    headless: true,
    // The site scrolls smoothly; on a busy machine a click could land while the page still
    // glides. Readers who ask for reduced motion get instant scrolling, and so do the tests.
    reducedMotion: 'reduce',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // A trace films every test to keep the failing ones: a fifth of the suite's CPU. CI keeps
    // only its log, so it records none (`--trace=retain-on-failure` brings it back).
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            // Debian's launcher turns GPU rasterization on; with no GPU it is emulated, and
            // costs more than Skia's own software rasterizer.
            '--disable-gpu-rasterization',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command:
        'node node_modules/firebase-tools/lib/bin/firebase.js emulators:start --only auth --project demo-codegrow --config e2e/firebase.json',
      url: `http://${AUTH_EMULATOR_HOST}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
    },
    {
      command: 'node apps/server/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // Set once in the main process; workers inherit it and read the mail outbox there.
        DATA_DIR: (process.env.CODEGROW_E2E_DATA_DIR ??= path.join(
          os.tmpdir(),
          `codegrow-e2e-${Date.now()}`,
        )),
        SEED_DEMO: '1',
        // A reader's page made from a shared template is compared with their own render.
        CHECK_READER_TEMPLATES: '1',
        ADMIN_EMAILS: ADMIN.email,
        DEMO_ADMIN_PASSWORD: ADMIN.password,
        DEMO_USER_PASSWORD: READER.password,
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-32',
        LOG_LEVEL: 'warn',
        // Mail is written to the outbox within half a second, not the default five.
        MAIL_POLL_MS: '500',
        REGISTER_LIMIT_PER_HOUR: '1000',
        // Scheduled articles go live within a second of their time (e2e/scheduled-publishing.spec.ts).
        SCHEDULE_POLL_MS: '1000',
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        // The SMS-forwarding app's deliveries are signed with it (e2e/subscription.spec.ts).
        PAYMENT_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      },
    },
  ],
});
