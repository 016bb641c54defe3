import { count, desc, eq, isNotNull } from 'drizzle-orm';
import { MINDMAP_MESSAGES, READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Mindmap, MindmapData } from '@codegrow/shared/schemas/mindmap';
import type { Executor } from '../../db/client';
import { blogs, mindmaps } from '../../db/schema/index';
import type { ArticleAccess } from '../access/article-access';
import { conflict, invalidInput } from '../errors/app-error';
import { readKeys } from '../http-cache/answer-reads';
import { articleKey, mindmapKey } from '../http-cache/surrogate-keys';

const columns = {
  id: mindmaps.id,
  title: mindmaps.title,
  description: mindmaps.description,
  data: mindmaps.data,
  blogId: mindmaps.blogId,
  blogTitle: blogs.title,
  /** What the access rule needs of the map's article (null for a map of its own). */
  article: { isPublished: blogs.isPublished, isPremium: blogs.isPremium },
  authorName: mindmaps.authorName,
  createdAt: mindmaps.createdAt,
  updatedAt: mindmaps.updatedAt,
};

export type MindmapRecord = {
  id: number;
  title: string;
  description: string;
  data: unknown;
  blogId: number | null;
  blogTitle: string | null;
  article: ArticleAccess | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A map as JSON; what shows it is purged when it changes, or its article does (its access). */
export function toMindmapJson(record: MindmapRecord): Mindmap {
  readKeys(mindmapKey(record.id), ...(record.blogId === null ? [] : [articleKey(record.blogId)]));
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    data: record.data as { data: unknown },
    blog_id: record.blogId,
    blog_title: record.blogTitle,
    author_name: record.authorName ?? MINDMAP_MESSAGES.defaultAuthor,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export interface MindmapWrite {
  title: string;
  description: string;
  data: MindmapData;
  blogId: number | null;
}

/** Stored in the docs/product.md §3 wrapper, so the column reads back exactly as the API answers. */
const stored = (data: MindmapData) => ({
  data: { ...data, metadata: { ...data.metadata, saved: new Date().toISOString() } },
});

export function createMindmapsRepository(db: Executor) {
  const select = () =>
    db.select(columns).from(mindmaps).leftJoin(blogs, eq(blogs.id, mindmaps.blogId));

  return {
    async findById(id: number): Promise<MindmapRecord | undefined> {
      const [row] = await select().where(eq(mindmaps.id, id));
      return row;
    },

    async findByBlog(blogId: number): Promise<MindmapRecord | undefined> {
      const [row] = await select().where(eq(mindmaps.blogId, blogId));
      return row;
    },

    /**
     * The article a map (`mindmapId`, none when new) may be attached to: one that exists and
     * has no other map. Refused otherwise, naming `blog_id`.
     */
    async attachableArticle(
      blogId: number | null | undefined,
      mindmapId?: number,
    ): Promise<number | null> {
      if (!blogId) return null;
      const [article] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
      if (!article) throw invalidInput(READER_MESSAGES.blogNotFound, 'blog_id');
      const [taken] = await db
        .select({ id: mindmaps.id })
        .from(mindmaps)
        .where(eq(mindmaps.blogId, blogId));
      if (taken && taken.id !== mindmapId)
        throw conflict(MINDMAP_MESSAGES.articleHasMap, 'blog_id');
      return blogId;
    },

    async listByAuthor(authorId: number): Promise<MindmapRecord[]> {
      return select().where(eq(mindmaps.authorId, authorId)).orderBy(desc(mindmaps.updatedAt));
    },

    async create(input: MindmapWrite, author: { id: number; name: string }): Promise<number> {
      const [row] = await db
        .insert(mindmaps)
        .values({
          ...input,
          data: stored(input.data),
          authorId: author.id,
          authorName: author.name,
        })
        .returning({ id: mindmaps.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async update(id: number, input: MindmapWrite): Promise<boolean> {
      const rows = await db
        .update(mindmaps)
        .set({ ...input, data: stored(input.data) })
        .where(eq(mindmaps.id, id))
        .returning({ id: mindmaps.id });
      return rows.length > 0;
    },

    /** An article's map: one per article, created or replaced in place. */
    async upsertForBlog(
      blogId: number,
      title: string,
      data: MindmapData,
      author: { id: number; name: string },
    ) {
      const existing = await this.findByBlog(blogId);
      if (existing)
        return this.update(existing.id, {
          title: existing.title,
          description: existing.description,
          data,
          blogId,
        });
      await this.create({ title, description: '', data, blogId }, author);
      return true;
    },

    async remove(id: number): Promise<MindmapRecord | undefined> {
      const record = await this.findById(id);
      if (record) await db.delete(mindmaps).where(eq(mindmaps.id, id));
      return record;
    },

    async stats() {
      const [total] = await db.select({ n: count() }).from(mindmaps);
      const [attached] = await db
        .select({ n: count() })
        .from(mindmaps)
        .where(isNotNull(mindmaps.blogId));
      const totalCount = total?.n ?? 0;
      const attachedCount = attached?.n ?? 0;
      return {
        totalMindmaps: totalCount,
        blogMindmaps: attachedCount,
        standaloneMindmaps: totalCount - attachedCount,
      };
    },
  };
}
