import { expect, type APIRequestContext } from '@playwright/test';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
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

/** A learning path of `articles`, in that order, made through the API. */
export async function createPath(request: APIRequestContext, title: string, articles: Article[]) {
  const response = await request.post('/api/paths', {
    headers: await adminHeaders(request),
    data: { title, level: 'beginner', blogIds: articles.map((article) => article.id) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { slug } = (await response.json()) as { slug: string };
  return { title, slug };
}

/** A map with `centre` in the middle and one branch for each of `branches` around it. */
export function mindmapOf(centre: string, branches: string[]) {
  const data = defaultMindmapData();
  const [root] = data.nodes;
  if (!root) throw new Error('a default map has its centre');
  root.text = centre;
  branches.forEach((text, index) => {
    const id = `branch-${index}`;
    const angle = (index * 2 * Math.PI) / branches.length;
    const [x, y] = [root.x + 160 * Math.cos(angle), root.y + 160 * Math.sin(angle)];
    data.nodes.push({ id, text, x, y, type: 'branch', color: '#10b981' });
    data.connections.push({ from: root.id, to: id });
  });
  return data;
}
