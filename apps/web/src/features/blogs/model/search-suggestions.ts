import type { Blog, Category } from '@codegrow/shared/schemas/blog';
import { paths } from '../../../config/paths';

/** Suggestions start once this many characters are typed: one letter matches too much. */
export const SUGGEST_FROM_CHARACTERS = 2;
const MAX_CATEGORIES = 2;
export const MAX_ARTICLES = 5;

export interface Suggestion {
  /** Unique within the list: the option's id and React key. */
  key: string;
  kind: 'category' | 'article';
  label: string;
  href: string;
}

export const wantsSuggestions = (typed: string) => typed.trim().length >= SUGGEST_FROM_CHARACTERS;

/** Whether `name` or one of its words starts with the typed text: 'data' offers Databases. */
function nameStartsWith(name: string, needle: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower.startsWith(needle) ||
    lower.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle))
  );
}

function matchingCategories(categories: Category[], typed: string): Category[] {
  const needle = typed.trim().toLowerCase();
  return categories
    .filter((category) => category.blog_count > 0 && nameStartsWith(category.name, needle))
    .slice(0, MAX_CATEGORIES);
}

/** What the search field offers under it: matching categories first, then articles. */
export function searchSuggestions(
  typed: string,
  articles: Pick<Blog, 'id' | 'title'>[],
  categories: Category[],
): Suggestion[] {
  if (!wantsSuggestions(typed)) return [];
  return [
    ...matchingCategories(categories, typed).map((category) => ({
      key: `category-${category.id}`,
      kind: 'category' as const,
      label: category.name,
      href: paths.blogs.getHref({ category: category.slug }),
    })),
    ...articles.slice(0, MAX_ARTICLES).map((article) => ({
      key: `article-${article.id}`,
      kind: 'article' as const,
      label: article.title,
      href: paths.blog.getHref(article.id),
    })),
  ];
}
