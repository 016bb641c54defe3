import { randomBytes } from 'node:crypto';
import { searchableBody } from '@codegrow/shared/content/quiz-block';
import { sql } from 'drizzle-orm';
import { MINDMAP_MESSAGES, REVISION_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { ADVISORY_LOCKS, type Database } from '../db/client';
import {
  blogRevisions,
  blogs,
  categories,
  learningPaths,
  learningPathSteps,
  mindmaps,
  users,
} from '../db/schema/index';
import { hashPassword } from '../lib/auth/password';
import { createUsersRepository } from '../lib/auth/users-repository';
import { DEMO_ARTICLES, DEMO_CATEGORIES, DEMO_PATHS, type DemoArticle } from './demo-articles';
import { renderedColumns, type DemoArticlesHtml } from './demo-articles-html';

export const DEMO_ADMIN_EMAIL = 'admin@codegrow.local';
export const DEMO_USER_EMAIL = 'reader@codegrow.local';

export interface DemoCredentials {
  admin: { email: string; password: string };
  reader: { email: string; password: string };
}

/** The SQL joins article's map: each branch opens its section of the article. */
const demoMindmap = (title: string) => ({
  nodes: [
    { id: 'center', text: title, x: 400, y: 300, type: 'center', color: '#3b82f6' },
    ...[
      ['Inner join', 'inner-join-only-the-matches', 250, 170],
      ['Left join', 'left-join-keep-everything-on-the-left', 550, 170],
      ['Full outer join', 'full-outer-join-keep-everything', 550, 430],
      ['Anti-joins', 'anti-joins-rows-with-no-match', 250, 430],
    ].map(([text, section, x, y], index) => ({
      id: `n${index + 1}`,
      text,
      section,
      x,
      y,
      type: 'branch',
      color: '#10b981',
    })),
  ],
  connections: ['n1', 'n2', 'n3', 'n4'].map((to) => ({ from: 'center', to })),
  metadata: { created: new Date().toISOString(), scale: 1, offset: { x: 0, y: 0 } },
});

const generatedPassword = () => randomBytes(9).toString('base64url');

/** A demo article tested with something was reviewed the day it was published. */
function upkeepOf(article: DemoArticle, published: Date) {
  if (!article.testedWith) return {};
  return { testedWith: article.testedWith, reviewedOn: published.toISOString().slice(0, 10) };
}

/**
 * Fills an empty database with categories, 20 articles (some premium), three learning
 * paths, a mind map, an admin and a reader. Does nothing when any user or article
 * exists; one server seeds at a time. Articles whose HTML `articlesHtml` gives (read only
 * when seeding) are stored with it; the others are rendered on their first read.
 */
export async function seedDemoContent(
  db: Database,
  passwords: { admin?: string | undefined; reader?: string | undefined },
  articlesHtml?: () => DemoArticlesHtml | undefined,
): Promise<DemoCredentials | null> {
  const credentials: DemoCredentials = {
    admin: { email: DEMO_ADMIN_EMAIL, password: passwords.admin ?? generatedPassword() },
    reader: { email: DEMO_USER_EMAIL, password: passwords.reader ?? generatedPassword() },
  };

  return db.transaction(async (tx) => {
    // Servers starting together on an empty database: one seeds, the others find it seeded.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.seeding})`);
    const [existing] = await tx
      .select({
        n: sql<number>`(SELECT count(*) FROM ${users}) + (SELECT count(*) FROM ${blogs})`.mapWith(
          Number,
        ),
      })
      .from(sql`(SELECT 1) AS one`);
    if ((existing?.n ?? 0) > 0) return null;

    const accounts = createUsersRepository(tx);
    const admin = await accounts.insert({
      name: 'CodeGrow Admin',
      email: DEMO_ADMIN_EMAIL,
      role: 'admin',
      emailVerified: true,
      passwordHash: await hashPassword(credentials.admin.password),
    });
    await accounts.insert({
      name: 'Demo Reader',
      email: DEMO_USER_EMAIL,
      emailVerified: true,
      passwordHash: await hashPassword(credentials.reader.password),
    });
    const categoryRows = await tx
      .insert(categories)
      .values([...DEMO_CATEGORIES])
      .returning();
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
    const now = Date.now();
    const rendered = articlesHtml?.();
    const blogRows = await tx
      .insert(blogs)
      .values(
        DEMO_ARTICLES.map((article, index) => {
          // Spread publication over the past weeks so "latest" ordering is meaningful.
          const published = new Date(now - (DEMO_ARTICLES.length - index) * 36 * 3600 * 1000);
          return {
            title: article.title,
            categoryId: categoryId.get(article.category) ?? 0,
            tags: article.tags,
            excerpt: article.excerpt,
            content: article.body,
            searchableContent: searchableBody(article.body),
            ...renderedColumns(rendered, article.body),
            isPremium: article.premium,
            isPublished: true,
            authorId: admin?.id,
            authorName: admin?.name ?? MINDMAP_MESSAGES.defaultAuthor,
            publishDate: published,
            createdAt: published,
            ...upkeepOf(article, published),
          };
        }),
      )
      .returning({ id: blogs.id, title: blogs.title, createdAt: blogs.createdAt });
    // Each article's history starts with the version it was published as.
    await tx.insert(blogRevisions).values(
      blogRows.map((row, index) => ({
        blogId: row.id,
        title: row.title,
        content: DEMO_ARTICLES[index]?.body ?? '',
        tags: DEMO_ARTICLES[index]?.tags ?? '',
        summary: REVISION_MESSAGES.firstVersion,
        authorId: admin?.id,
        authorName: admin?.name ?? MINDMAP_MESSAGES.defaultAuthor,
        createdAt: row.createdAt,
      })),
    );
    const blogId = new Map(blogRows.map((row) => [row.title, row.id]));
    for (const path of DEMO_PATHS) {
      const [row] = await tx
        .insert(learningPaths)
        .values({
          slug: path.slug,
          title: path.title,
          description: path.description,
          level: path.level,
        })
        .returning({ id: learningPaths.id });
      await tx.insert(learningPathSteps).values(
        path.steps.map((title, index) => ({
          pathId: row?.id ?? 0,
          blogId: blogId.get(title) ?? 0,
          position: index + 1,
        })),
      );
    }
    const joins = blogRows.find((row) => row.title.startsWith('SQL Joins'));
    if (joins) {
      await tx.insert(mindmaps).values({
        title: 'SQL joins at a glance',
        description: 'The three joins you will use most, around one idea.',
        data: { data: demoMindmap('SQL Joins') },
        blogId: joins.id,
        authorId: admin?.id,
        authorName: admin?.name,
      });
    }
    return credentials;
  });
}
