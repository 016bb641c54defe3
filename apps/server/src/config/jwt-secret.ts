import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from './env';

/**
 * JWT_SECRET when given. Otherwise one generated on first start and kept in
 * DATA_DIR, which suits a single embedded instance; servers sharing a PostgreSQL
 * database must share a secret, so production with DATABASE_URL requires it.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new Error('Invalid environment:\n  JWT_SECRET: required in production with DATABASE_URL');
  }
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
