import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite cluster (initdb) takes seconds of CPU, opening one a fifth of a second.
 * The API tests on PGlite make one migrated cluster here, once per run, and each test
 * database starts as a copy of it (see helper.ts), as a server starts on an existing one.
 */
export default async function makePgliteTemplate(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'codegrow-template-'));
  // The server creates a cluster in a child process it finds PGlite for with
  // `import.meta.resolve`, which this setup's module runner lacks: it is created here.
  const cluster = new PGlite(join(dataDir, 'db'));
  await cluster.close();
  const database = openDatabase({ dataDir, poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', join(dataDir, 'db'));
  return () => rmSync(dataDir, { recursive: true, force: true });
}
