import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Env } from '../config/env';
import type { Database } from './client';
import { serverSecrets } from './schema/index';

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * The secret called `name`: made by the first server that asks and kept in the database,
 * so every server of a fleet signs and checks with the same one. Servers starting together
 * both try to insert; the first insert wins and both read it back.
 */
async function sharedSecret(db: Database, name: string, initial: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: initial() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be kept`);
  return row.value;
}

/**
 * Earlier versions kept the signing key in DATA_DIR: taken over on the first start
 * of this one, so the sessions of an existing install stay signed in.
 */
function keyFromDataDir(env: Env): string | null {
  const file = join(resolve(env.DATA_DIR), 'jwt-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

export interface ServerSecrets {
  /** Signs and checks login tokens: JWT_SECRET when given. */
  jwt: string;
  /** Salts the hashes that count visitors; apart from the signing key so neither tells the other. */
  visitorSalt: string;
  /** Signs the one-click unsubscribe links of mail a reader chose to get. */
  unsubscribe: string;
}

export async function loadServerSecrets(db: Database, env: Env): Promise<ServerSecrets> {
  return {
    jwt:
      env.JWT_SECRET ?? (await sharedSecret(db, 'jwt', () => keyFromDataDir(env) ?? newSecret())),
    visitorSalt: await sharedSecret(db, 'visitor-salt', newSecret),
    unsubscribe: await sharedSecret(db, 'unsubscribe', newSecret),
  };
}
