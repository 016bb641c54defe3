import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Category } from '@codegrow/shared/schemas/blog';
import { slugify, type CategoryWrite } from '@codegrow/shared/schemas/blog-write';
import type { Executor } from '../../db/client';
import { blogs, categories, categoryCounts } from '../../db/schema/index';
import { invalidInput, conflict, notFound } from '../errors/app-error';
import { readKeys } from '../http-cache/answer-reads';
import { categoryKey, SURROGATE_KEYS } from '../http-cache/surrogate-keys';
import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';

const withPublishedCount = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  blog_count: sql<number>`coalesce(${categoryCounts.published}, 0)`,
};

/** The one category read, noted for the answer showing it (its page and feeds). */
function named([row]: Category[]): Category | undefined {
  if (row) readKeys(categoryKey(row.id));
  return row;
}

export function createCategoriesRepository(db: Executor) {
  const base = () =>
    db
      .select(withPublishedCount)
      .from(categories)
      .leftJoin(categoryCounts, eq(categoryCounts.categoryId, categories.id));

  return {
    /** Every category with the number of published articles in it, by name. */
    list(): Promise<Category[]> {
      // Their counts change with any article published or taken down.
      readKeys(SURROGATE_KEYS.lists);
      return base().orderBy(asc(categories.name));
    },

    async findById(id: number): Promise<Category | undefined> {
      return named(await base().where(eq(categories.id, id)));
    },

    async findBySlug(slug: string): Promise<Category | undefined> {
      return named(await base().where(eq(categories.slug, slug)));
    },

    /** Creates or renames; names and slugs are unique (names in any case). */
    async save(input: CategoryWrite, id?: number): Promise<number> {
      const slug = input.slug || slugify(input.name);
      if (!slug) throw invalidInput(ADMIN_MESSAGES.categorySlugRequired, 'slug');
      const clash = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            or(eq(categories.slug, slug), sql`lower(${categories.name}) = lower(${input.name})`),
            id ? ne(categories.id, id) : undefined,
          ),
        );
      if (clash.length > 0) throw conflict(ADMIN_MESSAGES.categoryTaken, 'name');
      const values = { name: input.name, slug, description: input.description ?? null };
      const [row] = id
        ? await db
            .update(categories)
            .set(values)
            .where(eq(categories.id, id))
            .returning({ id: categories.id })
        : await db.insert(categories).values(values).returning({ id: categories.id });
      if (!row) throw notFound(ADMIN_MESSAGES.categoryNotFound);
      return row.id;
    },

    /** Refused while articles (published or drafts) still use the category. */
    async remove(id: number): Promise<void> {
      const [used] = await db.select({ n: count() }).from(blogs).where(eq(blogs.categoryId, id));
      if ((used?.n ?? 0) > 0) {
        throw conflict(ADMIN_MESSAGES.categoryInUse(used?.n ?? 0));
      }
      const deleted = await db
        .delete(categories)
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      if (deleted.length === 0) throw notFound(ADMIN_MESSAGES.categoryNotFound);
    },
  };
}
