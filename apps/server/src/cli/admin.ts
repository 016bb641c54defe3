import { ROLES, type Role } from '@codegrow/shared/constants/domain';
import { normalizeEmail } from '@codegrow/shared/schemas/email';
import { parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { EmbeddedDatabaseInUse } from '../db/embedded-lock';
import { createUsersRepository } from '../lib/auth/users-repository';
import { announceFromOutside } from '../plugins/app/change-feed';

const USAGE = 'Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>';

const ACTIONS: Record<string, Role> = { grant: 'admin', revoke: 'user' };

/** The database, or null once it has said why not: the site runs on its embedded database. */
function openDatabaseOrSay(options: Parameters<typeof openDatabase>[0]) {
  try {
    return openDatabase(options);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
    console.error(
      `The site is running on the embedded database in ${options.dataDir}, ` +
        'which only it may open. Change the role in the admin dashboard, or stop the site, run this again and start it.',
    );
    return null;
  }
}

/**
 * Grants or revokes the admin role from the shell, against the configured database; on
 * PostgreSQL the servers running on it hear of the change at once.
 */
async function main(args: string[]): Promise<number> {
  const [action, rawEmail] = args;
  const role = action ? ACTIONS[action] : undefined;
  if (!role || !rawEmail || !ROLES.includes(role)) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv();
  const handle = openDatabaseOrSay({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: 1,
  });
  if (!handle) return 1;
  try {
    await handle.migrate();
    const users = createUsersRepository(handle.db);
    const email = normalizeEmail(rawEmail);
    const user = await users.findByEmail(email);
    if (!user) {
      console.error(`No account with the e-mail ${email}. Register it first, then run this again.`);
      return 1;
    }
    await users.setRole(user.id, role);
    // Running servers forget what they kept of the account: the new role holds at once.
    if (env.DATABASE_URL)
      await announceFromOutside(handle.db, { kind: 'account', userId: user.id });
    console.log(`${email} is now ${role === 'admin' ? 'an admin' : 'a regular user'}.`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
