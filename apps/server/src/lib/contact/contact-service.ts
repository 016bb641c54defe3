import type { ContactMessage } from '@codegrow/shared/schemas/contact';
import type { SiteConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth/users-repository';
import { queueMail } from '../mail/mail-outbox';
import { contactMails } from '../mail/mail-templates';
import { createContactRepository } from './contact-repository';

/**
 * Messages from the contact form: stored, and the site's inbox notified, in one
 * transaction, so a notification never goes out for a message that was not kept.
 */
export function createContactService(db: Database, site: SiteConfig) {
  return {
    /** `account` is the signed-in caller, if any; the mail names it so staff can look it up. */
    async send(input: ContactMessage, account: UserRow | null): Promise<void> {
      await db.transaction(async (tx) => {
        const stored = await createContactRepository(tx).add(input);
        await queueMail(tx, contactMails.notification(site, stored, account));
      });
    },
  };
}
