import type { User } from '@codegrow/shared/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { isNotFoundError } from './api-client';

/** What a page's server loader is given for the request it serves (React Router's request context). */
export interface PageContext {
  /** The query cache the page renders from, made for this request. */
  queryClient: QueryClient;
  /** The signed-in reader the page is for, or null for a visitor. */
  reader: User | null;
}

/** A server loader's own arguments, with the request's context typed. */
export type PageArgs = LoaderFunctionArgs<PageContext>;

/**
 * What a route module the server renders exports as `serverLoader`: it fetches what the page
 * shows into the request's query cache before it renders, under the keys its components read
 * for the reader (a visitor, or the signed-in reader the page is for). In the browser pages
 * fetch their own data; only the server runs it, so the page arrives whole.
 */
export type ServerLoader = (args: PageArgs) => unknown;

/** The answer's status is 404: the page shows its own 'not found'. */
export const notFound = () => data(null, { status: 404 });

/** The page address's query. */
export const searchParams = ({ request }: Pick<LoaderFunctionArgs, 'request'>) =>
  new URL(request.url).searchParams;

/** A missing article or map makes the answer a 404; any other failure leaves the page to show its own error state, as in the browser. */
export async function fetched(work: Promise<unknown>[]) {
  try {
    await Promise.all(work);
    return null;
  } catch (error) {
    return isNotFoundError(error) ? notFound() : null;
  }
}
