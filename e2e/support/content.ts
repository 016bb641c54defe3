import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../accounts';

/**
 * Articles and categories a test makes for itself through the admin API, so
 * what it counts and changes is its own whatever else runs beside it.
 */

let adminToken: string | null = null;

/** The admin's Authorization header (one sign-in per worker), for a test's own admin calls. */
export async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const response = await request.post('/api/auth/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(response.ok(), await response.text()).toBe(true);
    adminToken = ((await response.json()) as { token: string }).token;
  }
  return { Authorization: `Bearer ${adminToken}` };
}

export interface Category {
  id: number;
  name: string;
  slug: string;
}

export async function createCategory(request: APIRequestContext, name: string) {
  const response = await request.post('/api/categories', {
    data: { name },
    headers: await adminHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { category: Category }).category;
}

export interface ArticleSpec {
  title: string;
  category: Category;
  content?: string;
  excerpt?: string;
  tags?: string;
  premium?: boolean;
}

export interface Article {
  id: number;
  title: string;
}

/** A published article; its body has a '## Why it matters' section and an SQL code block. */
export async function createArticle(request: APIRequestContext, spec: ArticleSpec) {
  const response = await request.post('/api/blogs', {
    headers: await adminHeaders(request),
    multipart: {
      title: spec.title,
      category: String(spec.category.id),
      tags: spec.tags ?? 'sql, testing',
      excerpt: spec.excerpt ?? `What ${spec.title} is about, in one sentence.`,
      content:
        spec.content ??
        `An introduction to ${spec.title}.\n\n## Why it matters\n\nIt keeps queries fast.\n\n` +
          '```sql\nSELECT id, title FROM blogs WHERE id = 1;\n```\n',
      isPremium: String(spec.premium ?? false),
      isPublished: 'true',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { blog: Article }).blog;
}

/** A mind map attached to `article` (or standalone), made through the API. */
export async function createMindmap(
  request: APIRequestContext,
  map: { title: string; data: unknown; article?: Article },
) {
  const response = await request.post('/api/mindmaps', {
    headers: await adminHeaders(request),
    data: { title: map.title, data: map.data, blog_id: map.article?.id ?? null },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { mindmap: { id: number } }).mindmap;
}
