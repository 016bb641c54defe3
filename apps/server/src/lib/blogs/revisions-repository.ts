import { and, desc, eq } from 'drizzle-orm';
import { REVISION_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { ARTICLE_HTML_VERSION } from '@codegrow/shared/content/article-markup';
import { searchableBody } from '@codegrow/shared/content/quiz-block';
import {
  revisionChanged,
  summarizeChange,
  type RevisionText,
} from '@codegrow/shared/content/revision-diff';
import type { Executor } from '../../db/client';
import { blogRevisions } from '../../db/schema/index';
import type { Author } from './blog-writes-repository';
import { renderArticleHtml } from './render-article';

const listed = {
  id: blogRevisions.id,
  createdAt: blogRevisions.createdAt,
  summary: blogRevisions.summary,
  authorName: blogRevisions.authorName,
  title: blogRevisions.title,
};

/** The columns an article's text sets: the text itself and what is kept from it. */
export const textColumns = async ({ title, content, tags }: RevisionText) => ({
  title,
  content,
  tags,
  searchableContent: searchableBody(content),
  contentHtml: await renderArticleHtml(content),
  contentHtmlVersion: ARTICLE_HTML_VERSION,
});

/** 'Restored the version of 2026-11-28 18:40 UTC'. */
export const restoredSummary = (createdAt: Date) =>
  `${REVISION_MESSAGES.restoredFrom} ${createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * An article's history. Every write of its title, text or tags goes through `record`, inside
 * the write's transaction, so no version is saved without its revision.
 */
export function createRevisionsRepository(db: Executor) {
  async function latestId(blogId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: blogRevisions.id })
      .from(blogRevisions)
      .where(eq(blogRevisions.blogId, blogId))
      .orderBy(desc(blogRevisions.id))
      .limit(1);
    return row?.id ?? null;
  }

  async function insert(blogId: number, text: RevisionText, summary: string, author: Author) {
    const { title, content, tags } = text;
    await db.insert(blogRevisions).values({
      blogId,
      title,
      content,
      tags,
      summary,
      authorId: author.id,
      authorName: author.name,
    });
  }

  return {
    insert,
    latestId,

    /**
     * Keeps the version an edit saved, if its text changed: `summary` or one written for it.
     * An article from before its history was kept first keeps the version it replaces.
     */
    async record(
      blogId: number,
      before: RevisionText & { authorName: string },
      after: RevisionText,
      summary: string,
      author: Author,
    ) {
      if (!revisionChanged(before, after)) return;
      if ((await latestId(blogId)) === null) {
        await insert(blogId, before, REVISION_MESSAGES.earliestKept, {
          id: author.id,
          name: before.authorName,
        });
      }
      await insert(blogId, after, summary || summarizeChange(before, after), author);
    },

    async list(blogId: number) {
      return db
        .select(listed)
        .from(blogRevisions)
        .where(eq(blogRevisions.blogId, blogId))
        .orderBy(desc(blogRevisions.id));
    },

    async find(blogId: number, revisionId: number) {
      const [row] = await db
        .select({ ...listed, content: blogRevisions.content, tags: blogRevisions.tags })
        .from(blogRevisions)
        .where(and(eq(blogRevisions.blogId, blogId), eq(blogRevisions.id, revisionId)));
      return row ?? null;
    },
  };
}
