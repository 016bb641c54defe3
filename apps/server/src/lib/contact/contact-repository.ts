import { eq } from 'drizzle-orm';
import type { ContactMessage } from '@codegrow/shared/schemas/contact';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Executor) {
  return {
    /** Stored as the visitor typed it (trimmed): plain text, never rendered as HTML. */
    async add(input: ContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(input).returning();
      if (!row) throw new Error('contact message was not stored');
      return row;
    },

    /** The messages sent from this address go (its account is deleted). */
    async removeFrom(email: string): Promise<void> {
      await db.delete(contactMessages).where(eq(contactMessages.email, email));
    },
  };
}
