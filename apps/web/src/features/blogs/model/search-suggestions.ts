import type { Blog, Category } from '@codegrow/shared/schemas/blog';
import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { paths } from '../../../config/paths';

/** Suggestions start once this many characters are typed: one letter matches too much. */
export const SUGGEST_FROM_CHARACTERS = 2;
/** Categories, and learning paths, offered at most: articles are what most searches want. */
const MAX_TOPICS = 2;
export const MAX_ARTICLES = 5;

export interface Suggestion {
  /** Unique within the list: the option's id and React key. */
  key: string;
  kind: 'category' | 'path' | 'article';
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

/** The categories (with articles) and learning paths whose name has a word starting with the text. */
export function matchingTopics(
  typed: string,
  categories: Category[],
  learningPaths: PathSummary[],
  limit = MAX_TOPICS,
): { categories: Category[]; paths: PathSummary[] } {
  const needle = typed.trim().toLowerCase();
  if (!needle) return { categories: [], paths: [] };
  return {
    categories: categories
      .filter((category) => category.blog_count > 0 && nameStartsWith(category.name, needle))
      .slice(0, limit),
    paths: learningPaths.filter((path) => nameStartsWith(path.title, needle)).slice(0, limit),
  };
}

/** What the search field offers under it: matching categories and paths first, then articles. */
export function searchSuggestions(
  typed: string,
  articles: Pick<Blog, 'id' | 'title'>[],
  categories: Category[],
  learningPaths: PathSummary[] = [],
): Suggestion[] {
  if (!wantsSuggestions(typed)) return [];
  const topics = matchingTopics(typed, categories, learningPaths);
  return [
    ...topics.categories.map((category) => ({
      key: `category-${category.id}`,
      kind: 'category' as const,
      label: category.name,
      href: paths.blogs.getHref({ category: category.slug }),
    })),
    ...topics.paths.map((path) => ({
      key: `path-${path.id}`,
      kind: 'path' as const,
      label: path.title,
      href: paths.learningPath.getHref(path.slug),
    })),
    ...articles.slice(0, MAX_ARTICLES).map((article) => ({
      key: `article-${article.id}`,
      kind: 'article' as const,
      label: article.title,
      href: paths.blog.getHref(article.id),
    })),
  ];
}
