import { ACCOUNT_DELETION_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import type { Database } from '../../db/client';
import { createContactRepository } from '../contact/contact-repository';
import { invalidInput, forbidden } from '../errors/app-error';
import { forgetMailTo } from '../mail/mail-outbox';
import { createTransactionsRepository } from '../payments/transactions-repository';
import { createLoginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import { createUsersRepository, type UserRow } from './users-repository';

/** Accounts without a password confirm with a login this recent. */
const RECENT_LOGIN_MS = 10 * 60 * 1000;

/** Password for own accounts; a fresh sign-in for identity-provider accounts. */
export async function confirmDeletion(
  user: UserRow,
  password: string | undefined,
  signedInAt: Date | null,
) {
  if (user.passwordHash) {
    if (!password) throw invalidInput(ACCOUNT_DELETION_MESSAGES.passwordRequired, 'password');
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw invalidInput(ACCOUNT_DELETION_MESSAGES.wrongPassword, 'password');
    }
    return;
  }
  const recent = signedInAt && Date.now() - signedInAt.getTime() < RECENT_LOGIN_MS;
  if (!recent) throw forbidden(ACCOUNT_DELETION_MESSAGES.loginAgain);
}

/**
 * Removes the person and what is theirs (docs/decisions/0002): likes, saves, reading
 * history, mail, contact messages and the sign-in throttle's count go; comments stay
 * as 'Deleted user'; transactions stay for the books without the link or the e-mail.
 */
export async function deleteAccount(db: Database, user: UserRow): Promise<void> {
  // Their likes, saves and reading history go with the account by its foreign keys' cascade.
  await db.transaction(async (tx) => {
    await createTransactionsRepository(tx).forgetEmailOf(user.id);
    await forgetMailTo(tx, user.email);
    await createContactRepository(tx).removeFrom(user.email);
    await createLoginThrottle(tx).clearAccount(user.email);
    await createUsersRepository(tx).remove(user.id);
  });
}
