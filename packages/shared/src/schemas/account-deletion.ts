import { z } from 'zod';
import { ACCOUNT_DELETION_MESSAGES as M } from '../constants/auth-messages';

/**
 * The dialog deleting an own account: its password. An empty one is refused before asking, in
 * the server's words; anything typed, spaces too, goes to the server, which alone can tell
 * whether it is right. A provider account confirms with a recent sign-in instead: no field.
 */
export const accountDeletionFormSchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }),
});
