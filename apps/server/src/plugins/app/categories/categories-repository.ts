import { asc, eq, sql } from 'drizzle-orm';
import type { Category } from '@codegrow/shared/schemas/blog';
import type { Executor } from '../../../db/client';
import { blogs, categories } from '../../../db/schema/index';

const withPublishedCount = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  blog_count: sql<number>`count(${blogs.id})::int`,
};

export function createCategoriesRepository(db: Executor) {
  const base = () =>
    db
      .select(withPublishedCount)
      .from(categories)
      .leftJoin(blogs, sql`${blogs.categoryId} = ${categories.id} AND ${blogs.isPublished}`)
      .groupBy(categories.id);

  return {
    /** Every category with the number of published articles in it, by name. */
    list(): Promise<Category[]> {
      return base().orderBy(asc(categories.name));
    },

    async findById(id: number): Promise<Category | undefined> {
      const [row] = await base().where(eq(categories.id, id));
      return row;
    },
  };
}
