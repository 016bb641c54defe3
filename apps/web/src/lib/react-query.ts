import {
  isCancelledError,
  QueryCache,
  QueryClient,
  type DefaultOptions,
  type Query,
} from '@tanstack/react-query';
import { toastError } from '../hooks/use-form-error';
import { ApiError } from './api-client';
import type { TFunction } from './i18n/i18n';

const MAX_QUERY_RETRIES = 2;

/**
 * What a query may declare about its failures: `errorToast` is shown once per
 * failed fetch (not once per component using it), in the page's words (`t`); statuses in
 * `quietStatuses` are expected answers the page shows itself, such as a 404 'Blog not found'.
 */
export type AppQueryMeta = {
  errorToast?: (t: TFunction) => string;
  quietStatuses?: readonly number[];
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}

/** A 4xx will not change on a second try; the api client already retried network failures. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** The toast a failed query asks for, if any, in the page's words (`t`). */
export function queryErrorToast(
  error: unknown,
  meta: AppQueryMeta | undefined,
  t: TFunction,
): string | null {
  if (!meta?.errorToast) return null;
  if (error instanceof ApiError && meta.quietStatuses?.includes(error.status)) return null;
  // A query cancelled because its page went away is not a failure to report.
  if (isCancelledError(error)) return null;
  return meta.errorToast(t);
}

export const queryConfig = {
  queries: {
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: shouldRetryQuery,
  },
  mutations: {
    retry: false,
    // Tried even offline, so that it fails at once and the reader is told nothing was sent:
    // held back until the connection returned, a write would wait unseen and die with the tab.
    networkMode: 'always',
  },
} satisfies DefaultOptions;

/** The browser's query client: a failed fetch that asks for a toast shows it in `t`'s words. */
export function createQueryClient(t: TFunction): QueryClient {
  const onError = (error: unknown, query: Query<unknown, unknown, unknown>) => {
    const message = queryErrorToast(error, query.meta, t);
    // Two failing queries, or a retry, fold into one toast.
    if (message) toastError(message);
  };
  return new QueryClient({ defaultOptions: queryConfig, queryCache: new QueryCache({ onError }) });
}
