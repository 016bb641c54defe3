import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/seed/demo-content';
import { seedSampleArchive } from '../../src/seed/sample-archive';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';

/**
 * The reads of a large archive must go through indexes: each request below runs on
 * 5,000 articles and 52,000 comments, and every statement it sends is explained with its
 * own parameters. A sequential scan of `blogs` or `comments`, or a step reading more articles
 * than a page needs, fails the test.
 */

interface Statement {
  text: string;
  values: unknown[];
}

/** Statements the app sends, recorded at the driver on their way through. */
const sent: Statement[] = [];
type Query = (...args: unknown[]) => unknown;
const pglite = PGlite.prototype;
const originals = { pg: pg.Pool.prototype.query as Query, pglite: pglite.query as Query };

function record(original: Query): Query {
  return function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') sent.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      sent.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
    }
    return original.apply(this, args);
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** What a plan does that grows with the archive: a scan of a whole table, or of many articles. */
function costsThatGrow(plan: PlanNode): string[] {
  return nodes(plan).flatMap((node) => {
    const table = node['Relation Name'] ?? '';
    if (!['blogs', 'comments'].includes(table)) return [];
    if (node['Node Type'] === 'Seq Scan') return [`Seq Scan on ${table}`];
    const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    return table === 'blogs' && rows > ARTICLES_READ_MAX ? [`${rows} rows of blogs`] : [];
  });
}

/** More than any page, feed or search here needs; a count of the whole archive reads thousands. */
const ARTICLES_READ_MAX = 1_000;

let t: TestApp;
let reader: RegisteredUser;
let discussionId = 0;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '0' });
  await seedDemoContent(t.app.db, {});
  await seedSampleArchive(t.app.db, {
    articles: 5_000,
    commentsPerArticle: 10,
    longDiscussion: 2_000,
  });
  reader = await registerUser(t.app);
  const list = (await t.app.inject({ url: '/api/blogs?limit=20' })).json();
  discussionId = list.blogs.find((blog: { is_premium: boolean }) => !blog.is_premium).id;
  pg.Pool.prototype.query = record(originals.pg) as typeof pg.Pool.prototype.query;
  pglite.query = record(originals.pglite) as typeof pglite.query;
}, 180_000);

afterAll(async () => {
  pg.Pool.prototype.query = originals.pg as typeof pg.Pool.prototype.query;
  pglite.query = originals.pglite as typeof pglite.query;
  await t?.close();
});

/** The pg pool or the PGlite client under drizzle: both answer `query(text, values)`. */
const driverOf = (db: unknown) =>
  (db as { $client: { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } })
    .$client;

/** Reads are run (ANALYZE, for the rows each step really reads); writes are only planned. */
async function explain(statement: Statement): Promise<PlanNode> {
  const writes = /\b(INSERT|UPDATE|DELETE)\b/i.test(statement.text);
  const options = writes ? 'FORMAT JSON' : 'ANALYZE, FORMAT JSON';
  const result = await driverOf(t.app.db).query(
    `EXPLAIN (${options}) ${statement.text}`,
    statement.values,
  );
  const [row] = result.rows as { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
  const plan = row?.['QUERY PLAN'];
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan;
}

/**
 * The plan PostgreSQL may settle on for a statement run again and again under its name, for
 * any values (node-postgres names the statements the app prepares). PostgreSQL 16 and later
 * explain it, as PGlite does; the suite's PostgreSQL server may be older.
 */
async function explainGeneric(statement: Statement): Promise<PlanNode> {
  // The simple protocol: over the extended one, the statement's parameters would need values.
  const client = (t.app.db as unknown as { $client: PGlite }).$client;
  const [result] = await client.exec(`EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${statement.text}`);
  const [row] = (result?.rows ?? []) as { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
  if (!row) throw new Error(`no generic plan for ${statement.text}`);
  return row['QUERY PLAN'][0].Plan;
}

/** Explains what the last request sent (the explaining itself is sent too, so taken first). */
async function expectIndexedReads() {
  const reads = sent.splice(0).filter(({ text }) => /^\s*(SELECT|WITH)/i.test(text));
  expect(reads.length).toBeGreaterThan(0);
  for (const statement of reads) {
    expect(costsThatGrow(await explain(statement)), statement.text).toEqual([]);
    if (t.app.dbDriver !== 'pglite') continue;
    // Planned, not run: it has no row counts, so what grows is a sequential scan.
    const generic = costsThatGrow(await explainGeneric(statement));
    expect(generic, `generic plan of ${statement.text}`).toEqual([]);
  }
}

describe('query plans on a large archive', () => {
  const requests: [string, () => { url: string; method?: 'POST'; signedIn?: boolean }][] = [
    ['the first page of the list', () => ({ url: '/api/blogs?limit=9' })],
    ['a later page of the list', () => ({ url: '/api/blogs?limit=9&page=40' })],
    ['a category', () => ({ url: '/api/blogs?limit=9&category=databases' })],
    ['a search, as a visitor', () => ({ url: '/api/blogs?limit=9&search=postgresql' })],
    ['a search in bodies', () => ({ url: '/api/blogs?limit=9&search=goroutine%20channel' })],
    ['the site statistics', () => ({ url: '/api/blogs/stats' })],
    ['the categories with their counts', () => ({ url: '/api/categories/stats' })],
    ['an article, signed in', () => ({ url: `/api/blogs/${discussionId}`, signedIn: true })],
    ['a long discussion', () => ({ url: `/api/comments/blog/${discussionId}` })],
    ['a like', () => ({ url: `/api/blogs/${discussionId}/like`, method: 'POST', signedIn: true })],
    ['the feed', () => ({ url: '/rss.xml' })],
  ];

  it.each(requests)(
    '%s reads through indexes, no more rows than it needs',
    async (_name, request) => {
      const { url, method, signedIn } = request();
      sent.length = 0;
      const response = await t.app.inject({
        url,
        method: method ?? 'GET',
        headers: signedIn ? bearer(reader.token) : {},
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      await expectIndexedReads();
    },
  );

  it('finds articles past a typo through the trigram index', async () => {
    const response = await t.app.inject({ url: '/api/blogs?limit=9&search=kubrnetes' });
    expect(response.json().pagination.total).toBeGreaterThan(100);
    expect(sent.some(({ text }) => text.includes('<%'))).toBe(true);
    await expectIndexedReads();
  });

  it('pages through the long discussion with the same plan', async () => {
    const first = (await t.app.inject({ url: `/api/comments/blog/${discussionId}` })).json();
    expect(first.total).toBeGreaterThanOrEqual(2_000);
    sent.length = 0;
    const before = first.comments.at(-1).id;
    await t.app.inject({ url: `/api/comments/blog/${discussionId}?before=${before}` });
    await expectIndexedReads();
  });
});
