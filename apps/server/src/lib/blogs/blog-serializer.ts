import { isAdmin } from '@codegrow/shared/access/blog-access';
import { withoutQuizBlock } from '@codegrow/shared/content/quiz-block';
import { readingTimeFromWords } from '@codegrow/shared/content/reading-time';
import type { Language } from '@codegrow/shared/i18n/languages';
import type { Blog } from '@codegrow/shared/schemas/blog';
import { REVISION_LIMITS } from '@codegrow/shared/constants/content-messages';
import { canReadArticle, type Viewer } from '../access/article-access';
import { readKeys } from '../http-cache/answer-reads';
import { articleKey, categoryKey } from '../http-cache/surrogate-keys';

/** What the repository reads for an article; the body only when the caller asked for it. */
export interface BlogRecord {
  id: number;
  title: string;
  categoryId: number;
  categoryName: string;
  categorySlug: string;
  tags: string;
  excerpt: string;
  content?: string;
  contentHtml?: string;
  imageUrl: string | null;
  isPremium: boolean;
  isPublished: boolean;
  authorName: string;
  publishDate: Date | null;
  publishAt: Date | null;
  freeAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  likesCount: number;
  wordCount: number;
  reviewedOn: string | null;
  testedWith: string | null;
  language: Language;
  mindmapData?: unknown;
  /** One article's read only: its changes since publication, newest first. */
  changes?: { created_at: string; summary: string }[];
  /** A search result's passage of the body, when the body matched. */
  snippet?: string | null;
}

/**
 * The Markdown as this viewer may have it: the ```quiz block's right answers are the
 * author's, so only admins (who edit it) get the block; readers get the text without it.
 */
const markdownFor = (content: string, viewer: Viewer) =>
  isAdmin(viewer) ? content : withoutQuizBlock(content);

const DAY_MS = 86_400_000;

/** A published article neither reviewed nor published within the last year. */
function reviewDue({ reviewedOn, publishDate }: BlogRecord, now = Date.now()): boolean {
  const checked = reviewedOn ? new Date(reviewedOn) : publishDate;
  if (!checked) return false;
  return now - checked.getTime() > REVISION_LIMITS.reviewDueAfterDays * DAY_MS;
}

/**
 * The single place an article becomes JSON. The access rule is applied here, so
 * every endpoint that returns article data (list, detail, search, saved, paths, feeds…)
 * obeys it, and every answer showing it names it: a locked article carries neither its body, its mind map (nor the outline read
 * from its body), nor a passage of its body.
 */
export function toBlogJson(record: BlogRecord, viewer: Viewer): Blog {
  // What shows it is purged when it changes, or its category does (its name, its address).
  readKeys(articleKey(record.id), categoryKey(record.categoryId));
  const readable = canReadArticle(record, viewer);
  const json: Blog = {
    id: record.id,
    title: record.title,
    category: record.categoryName,
    category_id: record.categoryId,
    category_slug: record.categorySlug,
    tags: record.tags,
    excerpt: record.excerpt,
    content: readable && record.content !== undefined ? markdownFor(record.content, viewer) : null,
    content_html: readable && record.contentHtml !== undefined ? record.contentHtml : null,
    image_url: record.imageUrl,
    is_premium: record.isPremium,
    is_published: record.isPublished,
    author_name: record.authorName,
    publish_date: record.publishDate?.toISOString() ?? null,
    publish_at: record.publishAt?.toISOString() ?? null,
    free_at: record.freeAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    likes_count: record.likesCount,
    reading_time: readingTimeFromWords(record.wordCount),
    locked: !readable,
    reviewed_on: record.reviewedOn,
    tested_with: record.testedWith,
    language: record.language,
    review_due: reviewDue(record),
  };
  if (record.changes !== undefined) {
    json.changes = record.changes.map(({ created_at, summary }) => ({
      created_at: new Date(created_at).toISOString(),
      summary,
    }));
  }
  if (record.mindmapData !== undefined) json.mindmap_data = readable ? record.mindmapData : null;
  if (record.snippet !== undefined) json.snippet = readable ? record.snippet : null;
  return json;
}
