import { canReadBlog, isAdmin, type Viewer } from '@codegrow/shared/access/blog-access';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { forbidden, notFound } from '../errors/http-errors';
import type { BlogRecord } from './blog-serializer';
import type { createBlogsRepository, ReaderFlags } from './blogs-repository';

type BlogsRepository = ReturnType<typeof createBlogsRepository>;

/**
 * The article if this viewer may see it at all: drafts exist for admins only. With
 * `readerId`, the same query brings that reader's like, save and earlier read.
 */
export async function findVisibleBlog(
  repo: BlogsRepository,
  id: number,
  viewer: Viewer,
  readerId?: number,
): Promise<BlogRecord & Partial<ReaderFlags>> {
  const record = await repo.findForReader(id, readerId);
  if (!record || (!record.isPublished && !isAdmin(viewer)))
    throw notFound(READER_MESSAGES.blogNotFound);
  return record;
}

export const PREMIUM_ONLY_MESSAGE = 'This is premium content: subscribe to read and discuss it';

/** The article if this viewer may also read its body (and so its comments). */
export async function findReadableBlog(
  repo: BlogsRepository,
  id: number,
  viewer: Viewer,
): Promise<BlogRecord> {
  const record = await findVisibleBlog(repo, id, viewer);
  if (!canReadBlog({ is_premium: record.isPremium }, viewer)) throw forbidden(PREMIUM_ONLY_MESSAGE);
  return record;
}
