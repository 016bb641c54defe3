import { sql, type SQL } from 'drizzle-orm';
import { ARTICLE_HTML_VERSION } from '@codegrow/shared/content/article-markup';
import type { Executor } from '../db/client';

const TOPICS = [
  'PostgreSQL',
  'Closures',
  'React hooks',
  'Rust ownership',
  'Docker',
  'Kubernetes',
  'TypeScript generics',
  'Git rebase',
  'Redis',
  'GraphQL',
  'Python decorators',
  'Go channels',
  'Unit testing',
  'CSS grid',
  'Linux processes',
  'SQL window functions',
];

const WORDS = [
  'index',
  'query',
  'planner',
  'function',
  'scope',
  'closure',
  'component',
  'state',
  'render',
  'borrow',
  'lifetime',
  'container',
  'image',
  'cluster',
  'deploy',
  'generic',
  'type',
  'commit',
  'branch',
  'merge',
  'cache',
  'latency',
  'schema',
  'resolver',
  'decorator',
  'channel',
  'goroutine',
  'assertion',
  'layout',
  'process',
  'signal',
  'window',
  'partition',
  'transaction',
  'lock',
  'memory',
  'thread',
  'async',
  'promise',
  'error',
  'module',
  'package',
  'compiler',
  'runtime',
  'network',
  'socket',
  'server',
  'client',
  'request',
  'response',
  'table',
  'column',
  'row',
  'join',
  'aggregate',
];

export interface SampleArchiveSize {
  /** Generated articles, older than the demo ones; every fourth premium, every tenth a draft. */
  articles: number;
  /** Comments on each generated article. */
  commentsPerArticle: number;
  /** Extra comments on the newest demo article, to size one long discussion. */
  longDiscussion: number;
}

/**
 * A large archive written by the database itself (generate_series), for sizing and load
 * tests: `npm run bench -- --large` and the query-plan test. Needs the demo content first
 * (its categories, admin and reader write and comment).
 */
export async function seedSampleArchive(db: Executor, size: SampleArchiveSize): Promise<void> {
  const topics = sql`${`{${TOPICS.map((topic) => `"${topic}"`).join(',')}}`}::text[]`;
  const words = sql`${`{${WORDS.join(',')}}`}::text[]`;
  await db.execute(sql`
    WITH source AS (
      SELECT n,
        (${topics})[1 + n % ${TOPICS.length}] AS topic,
        (SELECT array_agg(id ORDER BY id) FROM categories) AS category_ids,
        array_to_string(ARRAY(
          SELECT (${words})[1 + (n + (k * k) % 9) % ${WORDS.length}]
          FROM generate_series(1, 240) AS k
        ), ' ') AS body
      FROM generate_series(1, ${size.articles}::int) AS n
    )
    INSERT INTO blogs (title, category_id, tags, excerpt, content, content_html,
      content_html_version, is_premium, is_published, author_id, author_name, publish_date,
      created_at, updated_at)
    SELECT format('%s in practice, part %s', topic, n),
      category_ids[1 + n % array_length(category_ids, 1)],
      lower(topic) || ', notes',
      format('Part %s of a long series on %s.', n, topic),
      body, '<p>' || body || '</p>', ${ARTICLE_HTML_VERSION}::int,
      n % 4 = 0, n % 10 <> 0,
      (SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1), 'CodeGrow Admin',
      now() - interval '60 days' - n * interval '1 hour',
      now() - interval '60 days' - n * interval '1 hour',
      now() - interval '60 days' - n * interval '1 hour'
    FROM source
  `);
  await addComments(
    db,
    sql`SELECT b.id, (SELECT id FROM users ORDER BY id LIMIT 1 OFFSET k % 2),
      format('Comment %s: this part on %s helped.', k, b.title), b.created_at + k * interval '1 minute'
    FROM blogs b CROSS JOIN generate_series(1, ${size.commentsPerArticle}::int) AS k
    WHERE b.created_at < now() - interval '59 days'`,
  );
  await addComments(
    db,
    sql`SELECT (SELECT id FROM blogs WHERE is_published AND NOT is_premium ORDER BY created_at DESC, id DESC LIMIT 1),
      (SELECT id FROM users ORDER BY id LIMIT 1 OFFSET k % 2),
      format('Reply %s in a long discussion.', k), now() - k * interval '1 second'
    FROM generate_series(1, ${size.longDiscussion}::int) AS k`,
  );
  await db.execute(sql`ANALYZE`);
}

/** Adds the comments `rows` selects (article, author, text, time); their texts are plain words. */
async function addComments(db: Executor, rows: SQL): Promise<void> {
  await db.execute(sql`
    INSERT INTO comments (blog_id, user_id, content, created_at, content_html)
    SELECT blog_id, user_id, content, created_at, '<p>' || content || '</p>'
    FROM (${rows}) AS written (blog_id, user_id, content, created_at)`);
}
