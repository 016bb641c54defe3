import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DemoCredentials } from './demo-content';

const fileIn = (dataDir: string) => join(resolve(dataDir), 'demo-accounts.json');

/** Kept beside the data (owner-readable only) so later starts can print them again. */
export function saveDemoCredentials(dataDir: string, credentials: DemoCredentials): void {
  mkdirSync(resolve(dataDir), { recursive: true });
  writeFileSync(fileIn(dataDir), JSON.stringify(credentials, null, 2), { mode: 0o600 });
}

export function loadDemoCredentials(dataDir: string): DemoCredentials | null {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
}
