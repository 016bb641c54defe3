import type { RouteEntry } from '../../src/plugins/app/route-inventory';
import { schemaKeys } from './route-requests';

/** The records one article's addresses are filled with: it, its category, map, path, history. */
export interface WalkedArticle {
  articleId: number;
  categoryId: number;
  categorySlug: string;
  mindmapId: number;
  pathSlug: string;
  revisionId: number;
  /** Searches that find it by words of its body (never a word whose echo would be mistaken). */
  searches: string[];
}

/** A route's parameter, filled with the article's own values where it names one. */
function paramValue(url: string, name: string, article: WalkedArticle): string {
  if (name === '*') return 'x.png';
  if (name === 'file') return `${article.articleId}.png`;
  if (name === 'slug')
    return /^\/(api\/)?paths\//.test(url) ? article.pathSlug : article.categorySlug;
  if (name === 'blogId') return String(article.articleId);
  if (name === 'revisionId') return String(article.revisionId);
  if (name === 'language') return 'bn';
  if (name !== 'id') throw new Error(`${url}: say what to fill :${name} with`);
  if (url.startsWith('/api/categories/')) return String(article.categoryId);
  if (url.startsWith('/api/mindmaps/')) return String(article.mindmapId);
  return String(article.articleId);
}

/** The addresses a GET route is asked at: plain, and with every query that finds the article. */
export function routeUrls(route: RouteEntry, article: WalkedArticle): string[] {
  const path = route.url.replace(/:(\w+)|\*/g, (match, name?: string) =>
    paramValue(route.url, name ?? match, article),
  );
  const keys = schemaKeys(route.schema?.querystring);
  const queries = [''];
  if (keys.includes('search'))
    queries.push(...article.searches.map((words) => `?search=${encodeURIComponent(words)}`));
  if (keys.includes('category')) queries.push(`?category=${article.categorySlug}`);
  if (keys.includes('blogs')) queries.push(`?blogs=${article.articleId}`);
  return queries.map((query) => `${path}${query}`);
}

/** The GET routes an address is made for: all but the pages' own, which `pageUrls` lists. */
export const walkedRoutes = (inventory: readonly RouteEntry[]) =>
  inventory.filter((route) => route.method === 'GET' && route.url !== '/' && route.url !== '/*');

/** The pages a reader can open that show the article, at its English address. */
const englishPageUrls = (article: WalkedArticle) => [
  '/',
  '/blogs',
  `/blogs?category=${article.categorySlug}`,
  ...article.searches.map((words) => `/blogs?search=${encodeURIComponent(words)}`),
  `/blog/${article.articleId}`,
  '/paths',
  `/paths/${article.pathSlug}`,
  ...article.searches.map((words) => `/search?q=${encodeURIComponent(words)}`),
  `/mindmap/view/${article.mindmapId}`,
  `/mindmap/${article.mindmapId}`,
  `/edit-blog/${article.articleId}`,
  '/dashboard',
  '/contact',
];

/** Every page at its English address and its Bangla one (/bn/…). */
export const pageUrls = (article: WalkedArticle) => [
  ...englishPageUrls(article),
  ...englishPageUrls(article).map((url) => (url === '/' ? '/bn' : `/bn${url}`)),
];
