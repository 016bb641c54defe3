import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { hasPhrase } from '@codegrow/shared/content/phrase-match';
import type { Comment } from '@codegrow/shared/schemas/engagement';
import type { SiteConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { blogs, comments, users } from '../../db/schema/index';
import { queueMail } from '../mail/mail-outbox';
import { commentMails } from '../mail/mail-templates';

/**
 * Whether `text` names `name` as `@Name`: any case, not inside a word or an e-mail address,
 * and not the start of a longer name ('@Rahim' is not '@Rahima'). Names may hold spaces.
 */
export function mentions(text: string, name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && hasPhrase(text, `@${trimmed}`, '.@');
}

/**
 * E-mails the people of a thread whom a reply @mentions, through the mail outbox. Only those who
 * wrote in the thread can be mentioned: a reply cannot be used to mail any reader by name.
 */
export function createMentionNotices(db: Database, site: SiteConfig, publicUrl: string) {
  return {
    /** For a reply as readers now see it (published); a thread's first comment mentions no one. */
    async queueFor(blogId: number, reply: Comment): Promise<number> {
      const threadId = reply.parent_id;
      if (threadId === null || reply.user_id === null) return 0;
      const participants = await db
        .selectDistinct({ name: users.name, email: users.email, title: blogs.title })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .innerJoin(blogs, eq(blogs.id, comments.blogId))
        .where(
          and(
            or(eq(comments.id, threadId), eq(comments.parentId, threadId)),
            isNull(comments.deletedAt),
            eq(comments.status, 'published'),
            ne(comments.userId, reply.user_id),
            sql`${users.name} IS NOT NULL`,
          ),
        );
      const mentioned = participants.filter(({ name }) => name && mentions(reply.content, name));
      const link = `${publicUrl}/blog/${blogId}#comment-${reply.id}`;
      for (const person of mentioned) {
        await queueMail(
          db,
          commentMails.mentioned(site, {
            to: person.email,
            name: person.name,
            by: reply.user_name,
            title: person.title,
            text: reply.content,
            link,
          }),
        );
      }
      return mentioned.length;
    },
  };
}
