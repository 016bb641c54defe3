import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { blogLikes, blogReads, blogSaves, blogs, categories } from '../../db/schema/index';
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
