import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { blogLikes, comments } from '../../db/schema/index';

/** An article's id: a number, or a column or parameter of the query the count is part of. */
type BlogId = number | AnyColumn | SQL | SQL.Aliased | ReturnType<typeof sql.placeholder>;

/**
 * An article's likes, counted over `blog_likes_blog_idx` when they are read. No column of the
 * article's row keeps the count, so likes of one article never wait for each other's commits.
 */
export const likesOf = (blogId: BlogId) =>
  sql<number>`(SELECT count(*) FROM ${blogLikes} WHERE ${blogLikes.blogId} = ${blogId})::int`;

/**
 * An article's shown comments (not deleted, held or removed), counted over
 * `comments_blog_shown_idx` (an index of those alone), as likesOf counts likes.
 */
export const commentsOf = (blogId: BlogId) =>
  sql<number>`(SELECT count(*) FROM ${comments} WHERE ${comments.blogId} = ${blogId} AND ${comments.deletedAt} IS NULL AND ${comments.status} = 'published')::int`;
