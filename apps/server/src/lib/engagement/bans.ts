import { DISCUSSION_MESSAGES } from '@codegrow/shared/constants/discussion';
import { forbidden } from '../errors/app-error';

/** An account's ban columns. */
interface BanColumns {
  bannedAt: Date | null;
  bannedUntil: Date | null;
}

/** Whether a moderator's ban holds now: set, and not past its end. */
export function isBanned(user: BanColumns, now = new Date()): boolean {
  if (!user.bannedAt) return false;
  return user.bannedUntil === null || user.bannedUntil > now;
}

/**
 * A banned reader reads but does not comment, like, edit or report. The user row is each
 * server's, refreshed on every server when an admin bans or lifts a ban (accountChanged).
 */
export function assertNotBanned(user: BanColumns): void {
  if (isBanned(user)) throw forbidden(DISCUSSION_MESSAGES.banned);
}
