import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { parseEnv } from './config/env';
import { checkPortFree } from './config/port-check';
import { startupFailureMessage, type StartupStep } from './config/startup-failure';
import { loadDemoCredentials, saveDemoCredentials } from './seed/demo-credentials';
import { readDemoArticlesHtml } from './seed/demo-articles-html';
import { seedDemoContent } from './seed/demo-content';
import { seedSampleArchive } from './seed/sample-archive';

/** A wrong setting ends the process with what to change, not a stack trace through the bundle. */
function readEnv() {
  try {
    return parseEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const env = readEnv();

/** Runs one step of starting; a failure a person can fix by hand ends the process with one line. */
async function starting<T>(step: StartupStep, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = startupFailureMessage(error, step, env);
    if (!message) throw error;
    console.error(message);
    process.exit(1);
  }
}

await starting('listen', () => checkPortFree(env.HOST, env.PORT));
const app = await starting('open', () => buildApp(env));

if (env.SEED_DEMO) {
  const seeded = await seedDemoContent(
    app.db,
    { admin: env.DEMO_ADMIN_PASSWORD, reader: env.DEMO_USER_PASSWORD },
    // Written by the build beside the bundle (apps/server/build.mjs): this module is the
    // bundle's entry (dist/server.js). Run from its sources, it names a file that is not there.
    () => readDemoArticlesHtml(new URL('./demo-articles-html.json', import.meta.url)),
  );
  if (seeded) saveDemoCredentials(env.DATA_DIR, seeded);
  if (seeded && env.SEED_SAMPLE_ARCHIVE > 0) {
    await seedSampleArchive(app.db, {
      articles: env.SEED_SAMPLE_ARCHIVE,
      commentsPerArticle: 10,
      longDiscussion: 2_000,
    });
  }
  const credentials = seeded ?? loadDemoCredentials(env.DATA_DIR);
  if (credentials) {
    console.log(
      `Demo admin:  ${credentials.admin.email}  password: ${credentials.admin.password}\n` +
        `Demo reader: ${credentials.reader.email}  password: ${credentials.reader.password}`,
    );
  }
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

await starting('listen', () => app.listen({ host: env.HOST, port: env.PORT }));
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(env.HOST) ? 'localhost' : env.HOST;
console.log(`CodeGrow is ready at http://${shownHost}:${port} (database: ${app.dbDriver})`);
