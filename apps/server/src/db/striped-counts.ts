import { sql, type SQLWrapper } from 'drizzle-orm';
import { commentCounts, likeCounts } from './schema/index';

const counters = {
  comments: { table: commentCounts, column: commentCounts.comments },
  likes: { table: likeCounts, column: likeCounts.likes },
};

/**
 * An article's comments or likes as their striped counter keeps them (`comment_counts`,
 * migration 0010; `like_counts`, 0011): the sum of its rows, one per database connection
 * that moved it.
 */
export function stripedCount(counted: keyof typeof counters, blogId: SQLWrapper | number) {
  const { table, column } = counters[counted];
  return sql<number>`(SELECT coalesce(sum(${column}), 0)::int FROM ${table} WHERE ${table.blogId} = ${blogId})`;
}
