import type { User } from '@codegrow/shared/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { PageLoaders } from '../app/router';
import { getBlogQueryOptions } from '../features/blogs/api/get-blog';
import {
  getBlogsQueryOptions,
  getInfiniteBlogsQueryOptions,
} from '../features/blogs/api/get-blogs';
import { getCategoriesQueryOptions } from '../features/blogs/api/get-categories';
import { getSiteStatsQueryOptions } from '../features/blogs/api/get-site-stats';
import { LATEST_BLOGS_PARAMS } from '../features/blogs/components/latest-blogs';
import { parseBlogFilters, parseSearchQuery } from '../features/blogs/model/blog-filters';
import { parseBlogId } from '../features/blogs/model/blog-fields';
import { ANONYMOUS_VIEWER, viewerKey } from '../features/blogs/model/viewer-key';
import {
  getPathPlacesQueryOptions,
  getPathQueryOptions,
  getPathsQueryOptions,
} from '../features/learning/api/paths';
import { getMindmapQueryOptions } from '../features/mindmap/api/get-mindmap';
import { isNotFoundError } from '../lib/api-client';

const notFound = () => data(null, { status: 404 });
const searchParams = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/**
 * What each server-rendered page shows, fetched into the page's query cache
 * before it renders, under the keys its components read for `reader` (a visitor, null, or
 * the signed-in reader the page is for). A missing article or map makes the
 * answer a 404; any other failure leaves the page to show its own error state, as in the
 * browser.
 */
export function pageLoaders(queryClient: QueryClient, reader: User | null): PageLoaders {
  const viewer = viewerKey(reader);
  // As the paths page reads them: only an admin's list differs from a visitor's (drafts).
  const pathsViewer = reader?.role === 'admin' ? viewer : ANONYMOUS_VIEWER;
  async function fetched(work: Promise<unknown>[]) {
    try {
      await Promise.all(work);
      return null;
    } catch (error) {
      return isNotFoundError(error) ? notFound() : null;
    }
  }

  return {
    home: () =>
      fetched([
        queryClient.fetchQuery(getBlogsQueryOptions(LATEST_BLOGS_PARAMS, viewer)),
        queryClient.fetchQuery(getSiteStatsQueryOptions()),
      ]),
    blogs: (args) =>
      fetched([
        queryClient.fetchInfiniteQuery(
          getInfiniteBlogsQueryOptions(parseBlogFilters(searchParams(args)), viewer),
        ),
        queryClient.fetchQuery(getCategoriesQueryOptions()),
      ]),
    blog: ({ params }) => {
      const id = parseBlogId(params.id);
      if (id === null) return notFound();
      return fetched([
        queryClient.fetchQuery(getBlogQueryOptions(id, viewer)),
        queryClient.fetchQuery(getPathPlacesQueryOptions(id)),
      ]);
    },
    search: (args) => {
      const search = parseSearchQuery(searchParams(args));
      if (!search) return null;
      return fetched([
        queryClient.fetchInfiniteQuery(getInfiniteBlogsQueryOptions({ search }, viewer)),
        // The categories and paths named like the search, shown above the articles.
        queryClient.fetchQuery(getCategoriesQueryOptions()),
        queryClient.fetchQuery(getPathsQueryOptions(ANONYMOUS_VIEWER)),
      ]);
    },
    paths: () => fetched([queryClient.fetchQuery(getPathsQueryOptions(pathsViewer))]),
    path: ({ params }) =>
      fetched([queryClient.fetchQuery(getPathQueryOptions(params.slug ?? '', viewer))]),
    mindmapView: ({ params }) => {
      const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
      if (id < 1) return notFound();
      return fetched([queryClient.fetchQuery(getMindmapQueryOptions(id, viewer))]);
    },
    notFound,
  };
}
