// npm test: install what is missing, build, run lint, types and every suite, then print
// one line with the real totals: `tests: N passed, N failed[, N skipped]`.
//   --no-e2e       skip the browser suite       --no-checks   skip lint and typecheck
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  ensureVarnish,
  log,
  root,
  run,
} from './lib/prepare.mjs';

const args = new Set(process.argv.slice(2));
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const resultsDir = join(root, '.test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** The failed tests by name: printed last, where a CI log's tail shows them. */
const failedTests = [];
/** Each step's wall time, printed before the totals. */
const wallTimes = [];

async function timed(step, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    wallTimes.push(`${step} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const withE2e = !args.has('--no-e2e');
await timed('setup', async () => {
  await ensureDependencies();
  if (withE2e) ensureChromium();
  ensureVarnish();
  await ensureBuilt();
});

if (!args.has('--no-checks')) {
  for (const script of ['lint', 'typecheck']) {
    log(`npm run ${script}`);
    const code = await timed(script, () => run('npm', ['run', '--silent', script]));
    if (code !== 0) problems.push(`${script} failed`);
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
async function postgresReachable() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const projects = ['unit', 'components', 'api-pglite'];
if (await postgresReachable()) projects.push('api-postgres');
else if (isCI) problems.push(`PostgreSQL is required in CI and is not reachable at ${postgresUrl}`);
else log(`PostgreSQL not reachable at ${postgresUrl}: the API tests run on PGlite only.`);

/**
 * A suite that exits with an error but reports no failed test could not run (a server it
 * needs did not start, say): it counts as one failure, never as a pass.
 */
function checkExit(suite, code, failedBefore) {
  if (code === 0 || totals.failed > failedBefore) return;
  totals.failed += 1;
  problems.push(`${suite} exited with code ${code} without reporting a failed test`);
}

function addVitest(file) {
  if (!existsSync(file)) return problems.push('vitest produced no results');
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failedTests.push(`${relative(root, file.name)} › ${test.fullName}`);
    }
  }
  // A file that fails to load has no tests to count; it still fails the run.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  if (brokenFiles.length > 0) {
    totals.failed += brokenFiles.length;
    problems.push(`${brokenFiles.length} test file(s) failed to load`);
  }
}

function addPlaywright(file) {
  if (!existsSync(file)) return problems.push('playwright produced no results');
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  collectPlaywrightFailures(suites);
}

function collectPlaywrightFailures(suites, titles = []) {
  for (const suite of suites ?? []) {
    // The outermost suite is the file; the ones inside are its describe blocks.
    const path = [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failedTests.push([...path, spec.title].filter(Boolean).join(' › '));
    }
    collectPlaywrightFailures(suite.suites, path);
  }
}

log(`vitest: ${projects.join(', ')}`);
const vitestJson = join(resultsDir, 'vitest.json');
const vitestArgs = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
const vitestCode = await timed('vitest', () =>
  run(
    'npx',
    [...vitestArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    { env: { ...process.env, TEST_DATABASE_URL: postgresUrl } },
  ),
);
const failedBeforeVitest = totals.failed;
addVitest(vitestJson);
checkExit('vitest', vitestCode, failedBeforeVitest);

if (withE2e) {
  log('playwright: end-to-end tests in Chromium');
  const playwrightJson = join(resultsDir, 'playwright.json');
  const code = await timed('playwright', () =>
    run('npx', ['playwright', 'test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    }),
  );
  const failedBefore = totals.failed;
  addPlaywright(playwrightJson);
  checkExit('playwright', code, failedBefore);
}

for (const test of failedTests) console.error(`✗ failed: ${test}`);
for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`wall time: ${wallTimes.join(', ')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
