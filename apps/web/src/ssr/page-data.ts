import type { User } from '@codegrow/shared/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { PageLoaders } from '../app/router';
import { getBlogQueryOptions } from '../features/blogs/api/get-blog';
import { getChecksQueryOptions } from '../features/checks/api/checks';
import {
  getBlogsQueryOptions,
  getInfiniteBlogsQueryOptions,
} from '../features/blogs/api/get-blogs';
import { getCategoriesQueryOptions } from '../features/blogs/api/get-categories';
import { getSiteStatsQueryOptions } from '../features/blogs/api/get-site-stats';
import { LATEST_BLOGS_PARAMS } from '../features/blogs/components/latest-blogs';
import { parseBlogFilters, parseSearchQuery } from '../features/blogs/model/blog-filters';
import { parseBlogId } from '../features/blogs/model/blog-fields';
import { ANONYMOUS_VIEWER, viewerKey } from '../lib/viewer-key';
import { getPathQueryOptions } from '../features/learning/api/get-path';
import { getPathPlacesQueryOptions } from '../features/learning/api/get-path-places';
import { getPathsQueryOptions } from '../features/learning/api/get-paths';
import { getMindmapQueryOptions } from '../features/mindmap/api/get-mindmap';
import { getMyTransactionsQueryOptions } from '../features/subscription/api/get-my-transactions';
import { isNotFoundError } from '../lib/api-client';

const notFound = () => data(null, { status: 404 });
const searchParams = ({ request }: Pick<LoaderFunctionArgs, 'request'>) =>
  new URL(request.url).searchParams;

/** What a page's loaders are given for the request they serve (React Router's request context). */
export interface PageContext {
  /** The query cache the page renders from, made for this request. */
  queryClient: QueryClient;
  /** The signed-in reader the page is for, or null for a visitor. */
  reader: User | null;
}

/** Each loader's own arguments, with the request's context typed. */
type PageArgs = LoaderFunctionArgs<PageContext>;

/** A missing article or map makes the answer a 404; any other failure leaves the page to show its own error state, as in the browser. */
async function fetched(work: Promise<unknown>[]) {
  try {
    await Promise.all(work);
    return null;
  } catch (error) {
    return isNotFoundError(error) ? notFound() : null;
  }
}

/**
 * What each server-rendered page shows, fetched into the request's query cache before it
 * renders, under the keys its components read for the reader (a visitor, or the signed-in
 * reader the page is for). Made once: the request's cache and reader arrive as its context.
 */
export const pageLoaders: PageLoaders = {
  home: ({ context: { queryClient, reader } }: PageArgs) =>
    fetched([
      queryClient.fetchQuery(getBlogsQueryOptions(LATEST_BLOGS_PARAMS, viewerKey(reader))),
      queryClient.fetchQuery(getSiteStatsQueryOptions()),
    ]),
  blogs: (args: PageArgs) => {
    const { queryClient, reader } = args.context;
    return fetched([
      queryClient.fetchInfiniteQuery(
        getInfiniteBlogsQueryOptions(parseBlogFilters(searchParams(args)), viewerKey(reader)),
      ),
      queryClient.fetchQuery(getCategoriesQueryOptions()),
    ]);
  },
  blog: ({ params, context: { queryClient, reader } }: PageArgs) => {
    const id = parseBlogId(params.id);
    if (id === null) return notFound();
    const viewer = viewerKey(reader);
    return fetched([
      // Its questions arrive with it, where the reader may read it (as the page asks them).
      queryClient
        .fetchQuery(getBlogQueryOptions(id, viewer))
        .then((blog) =>
          blog.locked ? null : queryClient.fetchQuery(getChecksQueryOptions(id, viewer)),
        ),
      queryClient.fetchQuery(getPathPlacesQueryOptions(id)),
    ]);
  },
  search: (args: PageArgs) => {
    const { queryClient, reader } = args.context;
    const search = parseSearchQuery(searchParams(args));
    if (!search) return null;
    return fetched([
      queryClient.fetchInfiniteQuery(getInfiniteBlogsQueryOptions({ search }, viewerKey(reader))),
      // The categories and paths named like the search, shown above the articles.
      queryClient.fetchQuery(getCategoriesQueryOptions()),
      queryClient.fetchQuery(getPathsQueryOptions(ANONYMOUS_VIEWER)),
    ]);
  },
  // As the paths page reads them: only an admin's list differs from a visitor's (drafts).
  paths: ({ context: { queryClient, reader } }: PageArgs) =>
    fetched([
      queryClient.fetchQuery(
        getPathsQueryOptions(reader?.role === 'admin' ? viewerKey(reader) : ANONYMOUS_VIEWER),
      ),
    ]),
  path: ({ params, context: { queryClient, reader } }: PageArgs) =>
    fetched([queryClient.fetchQuery(getPathQueryOptions(params.slug ?? '', viewerKey(reader)))]),
  // The plan for a visitor; for a reader also their payments, so one waiting says so at once.
  subscribe: ({ context: { queryClient, reader } }: PageArgs) =>
    reader
      ? fetched([queryClient.fetchQuery(getMyTransactionsQueryOptions(viewerKey(reader)))])
      : null,
  mindmapView: ({ params, context: { queryClient, reader } }: PageArgs) => {
    const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
    if (id < 1) return notFound();
    return fetched([queryClient.fetchQuery(getMindmapQueryOptions(id, viewerKey(reader)))]);
  },
  notFound,
};
