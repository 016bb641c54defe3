import type { ReaderArticle } from '../api/get-blog';

/** The article as it looks once the viewer's like is `liked`; the count moves only on a change. */
export function withLike(blog: ReaderArticle, liked: boolean, likesCount?: number): ReaderArticle {
  const changed = Boolean(blog.isLiked) !== liked;
  const guess = blog.likes_count + (changed ? (liked ? 1 : -1) : 0);
  return { ...blog, isLiked: liked, likes_count: Math.max(0, likesCount ?? guess) };
}

export function withSave(blog: ReaderArticle, saved: boolean): ReaderArticle {
  return { ...blog, isSaved: saved };
}
