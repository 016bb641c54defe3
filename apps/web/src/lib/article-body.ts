/**
 * The id of an article's body in its page: the article page renders it, and reading progress
 * measures how far down it the reader has come.
 */
export const ARTICLE_BODY_ID = 'article-body';
