import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import type { SiteConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/index';
import { invalidInput } from '../errors/app-error';
import { queueMail } from '../mail/mail-outbox';
import { createLoginThrottle } from './login-throttle';
import { linkTokenDigest, newLinkToken } from './link-tokens';
import { hashPassword } from './password';
import { createUsersRepository } from './users-repository';

const LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Reset links for own accounts: the e-mail holds a random token, the database
 * only its hash; a link works once, for an hour. The answer to a request is the
 * same whether or not the address has an account.
 */
export function createPasswordResets(db: Database, site: SiteConfig, publicUrl: string) {
  return {
    async request(email: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user?.passwordHash) return;
      const token = newLinkToken();
      const link = `${publicUrl}/reset-password?token=${token}`;
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          tokenHash: linkTokenDigest(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
        });
        await queueMail(tx, {
          to: user.email,
          subject: `${site.name}: reset your password`,
          text:
            `Hello ${user.name ?? 'there'},\n\nSomeone (hopefully you) asked to reset the password of your ${site.name} account.\n` +
            `Open this link within an hour to choose a new one:\n\n${link}\n\n` +
            `If you did not ask for this, ignore this e-mail: your password stays as it is.\n\nThe ${site.name} team`,
        });
      });
    },

    /** Sets the new password and ends every session; resolves with the account's id. */
    async confirm(token: string, password: string): Promise<number> {
      const changed = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, linkTokenDigest(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return null;
        const user = await createUsersRepository(tx).resetPassword(
          used.userId,
          await hashPassword(password),
        );
        // Other outstanding links die with this change, and a lock-out from guessing ends.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)),
          );
        if (user) await createLoginThrottle(tx).clearAccount(user.email);
        return used.userId;
      });
      if (changed === null) throw invalidInput(PASSWORD_RESET_MESSAGES.invalidLink, 'token');
      return changed;
    },
  };
}
