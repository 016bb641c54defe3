import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import {
  isUnlockedFor,
  isVisibleTo,
  type ArticleAccess,
  type Viewer,
} from '../access/article-access';
import { forbidden, notFound } from '../errors/app-error';
import type { BlogRecord } from './blog-serializer';
import type { createBlogsRepository } from './blogs-repository';
import type { ArticleReads } from './kept-articles';

type BlogsRepository = ReturnType<typeof createBlogsRepository>;

/** An article's id with what deciding who may see it takes. */
export interface BlogAccess extends ArticleAccess {
  id: number;
}

/** The article as given, if this viewer may see it at all: drafts exist for admins only. */
function visibleTo<T extends BlogAccess>(record: T | undefined, viewer: Viewer): T {
  if (!record || !isVisibleTo(record, viewer)) throw notFound(READER_MESSAGES.blogNotFound);
  return record;
}

/** The article if this viewer may see it at all: drafts exist for admins only. */
export async function findVisibleBlog(
  repo: ArticleReads,
  id: number,
  viewer: Viewer,
): Promise<BlogRecord> {
  return visibleTo(await repo.findById(id), viewer);
}

/** The same check for writes and lists that never show the article: no body is read. */
export async function findVisibleAccess(
  repo: BlogsRepository,
  id: number,
  viewer: Viewer,
): Promise<BlogAccess> {
  return visibleTo(await repo.findAccess(id), viewer);
}

export const PREMIUM_ONLY_MESSAGE = 'This is premium content: subscribe to read and discuss it';

/** The article's access if this viewer may also read its body (and so its comments). */
export function readableTo(access: BlogAccess | undefined, viewer: Viewer): BlogAccess {
  const visible = visibleTo(access, viewer);
  if (!isUnlockedFor(visible, viewer)) throw forbidden(PREMIUM_ONLY_MESSAGE);
  return visible;
}

/** The same, read from the database. */
export async function findReadableAccess(
  repo: BlogsRepository,
  id: number,
  viewer: Viewer,
): Promise<BlogAccess> {
  return readableTo(await repo.findAccess(id), viewer);
}
