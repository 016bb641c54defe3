import { or, sql, type SQL } from 'drizzle-orm';
import { searchText, WORD_CHARACTER } from '@codegrow/shared/content/search-text';
import { blogs } from '../../db/schema/index';
import { searchable } from '../../db/schema/columns';
import { unlockedFor, type Viewer } from '../access/article-access';

/** A search's total: the count of every match, carried by each row of the page. */
export const matches = sql<number>`count(*) OVER ()`.mapWith(Number);

/** Shorter words match whole: a prefix of one or two letters would match most of the archive. */
const MIN_PREFIX_LENGTH = 3;

const WORDS = new RegExp(`[${WORD_CHARACTER}]+`, 'gu');

/**
 * The reader's words as a query that matches them as prefixes, as they type: 'postgres'
 * finds PostgreSQL, 'clos' finds Closures, 'সূচি' সূচিপত্র (each word stemmed, then `:*`).
 * Read as the stored text is (searchText: one spelling of each Bangla letter); only letters,
 * their marks and digits reach the query, so nothing typed is read as its syntax. Null:
 * nothing to look for.
 */
export function prefixQueryText(search: string): string | null {
  const words = searchText(search).toLowerCase().match(WORDS);
  if (!words) return null;
  return words
    .map((word) => ([...word].length >= MIN_PREFIX_LENGTH ? `${word}:*` : word))
    .join(' & ');
}

/** One passage of about twenty words around the words found, without marks (the page adds them). */
const SNIPPET_OPTIONS = 'StartSel="", StopSel="", MaxWords=28, MinWords=12, MaxFragments=1';

interface SearchFilter {
  where: SQL;
  rank: SQL;
  /** The passage of the body around the words found, where the viewer may read the body. */
  snippet: SQL<string | null>;
}

/**
 * Full-text search: title, tags and excerpt for everyone; the body only where the
 * viewer may read it, so a premium article's text cannot be probed through search.
 * Title before tags before excerpt (their weights), then the body.
 */
export function searchFilter(search: string, viewer: Viewer): SearchFilter {
  const text = prefixQueryText(search);
  if (!text) return { where: sql`false`, rank: sql`0::real`, snippet: sql<null>`NULL` };
  const query = sql`to_tsquery('english', ${text})`;
  const bodyMatch = sql`(${unlockedFor(viewer)} AND ${blogs.searchContent} @@ ${query})`;
  return {
    where: or(sql`${blogs.searchPublic} @@ ${query}`, bodyMatch) as SQL,
    rank: sql`ts_rank(${blogs.searchPublic}, ${query}) + CASE WHEN ${bodyMatch} THEN 0.1 * ts_rank(${blogs.searchContent}, ${query}) ELSE 0 END`,
    snippet: sql<
      string | null
    >`CASE WHEN ${bodyMatch} THEN ts_headline('english', ${searchable(sql`coalesce(${blogs.searchableContent}, ${blogs.content})`)}, ${query}, ${SNIPPET_OPTIONS}) END`,
  };
}
