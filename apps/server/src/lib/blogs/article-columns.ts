import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { REVISION_LIMITS } from '@codegrow/shared/constants/content-messages';
import {
  blogLikes,
  blogReads,
  blogRevisions,
  blogSaves,
  blogs,
  categories,
} from '../../db/schema/index';
import { likesOf } from '../engagement/counts';

/** The columns an article is read with: a summary for lists, the body for one article. */
export const summaryColumns = {
  id: blogs.id,
  title: blogs.title,
  categoryId: blogs.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  tags: blogs.tags,
  excerpt: blogs.excerpt,
  imageUrl: blogs.imageUrl,
  isPremium: blogs.isPremium,
  isPublished: blogs.isPublished,
  authorName: blogs.authorName,
  publishDate: blogs.publishDate,
  publishAt: blogs.publishAt,
  freeAt: blogs.freeAt,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
  likesCount: likesOf(blogs.id),
  wordCount: blogs.wordCount,
  reviewedOn: blogs.reviewedOn,
  testedWith: blogs.testedWith,
  language: blogs.language,
};

export const bodyColumns = {
  ...summaryColumns,
  content: blogs.content,
  contentHtml: blogs.contentHtml,
  contentHtmlVersion: blogs.contentHtmlVersion,
};

export interface BodyRow {
  id: number;
  content: string;
  contentHtml: string;
  contentHtmlVersion: number;
}

/** What a signed-in view adds to the article that every reader of its kind shares. */
export interface ReaderState {
  likesCount: number;
  isLiked: boolean;
  isSaved: boolean;
  /** Whether the reader has opened the article before (their progress row exists). */
  opened: boolean;
}

/** The reader's flags as columns of the article's own query: one round trip, not four. */
export const readerColumns = (userId: Placeholder | SQL, blogId: Placeholder | SQL) => ({
  isLiked: sql<boolean>`EXISTS (SELECT 1 FROM ${blogLikes} WHERE ${blogLikes.userId} = ${userId} AND ${blogLikes.blogId} = ${blogId})`,
  isSaved: sql<boolean>`EXISTS (SELECT 1 FROM ${blogSaves} WHERE ${blogSaves.userId} = ${userId} AND ${blogSaves.blogId} = ${blogId})`,
  opened: sql<boolean>`EXISTS (SELECT 1 FROM ${blogReads} WHERE ${blogReads.userId} = ${userId} AND ${blogReads.blogId} = ${blogId})`,
});

/** A change readers are told of: when, and the line its editor wrote (or that was written). */
export interface ArticleChange {
  created_at: string;
  summary: string;
}

/**
 * The article's latest changes since it was published, newest first, as one JSON column of
 * the article's query: every revision after the first of its history (the version it was
 * written as) saved after its publication.
 */
export const articleChanges = sql<ArticleChange[]>`(
  SELECT coalesce(json_agg(json_build_object('created_at', c.created_at, 'summary', c.summary)), '[]'::json)
  FROM (
    SELECT ${blogRevisions.createdAt} AS created_at, ${blogRevisions.summary} AS summary
    FROM ${blogRevisions}
    WHERE ${blogRevisions.blogId} = ${blogs.id}
      AND ${blogRevisions.createdAt} > ${blogs.publishDate}
      AND ${blogRevisions.id} > (SELECT min(first.id) FROM ${blogRevisions} AS first WHERE first.blog_id = ${blogs.id})
    ORDER BY ${blogRevisions.id} DESC
    LIMIT ${sql.raw(String(REVISION_LIMITS.changesShown))}
  ) AS c
)`;
