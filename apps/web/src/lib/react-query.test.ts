import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { queryErrorToast, shouldRetryQuery } from './react-query';
import { english } from '../../test/english';

const { t } = english;

describe('shouldRetryQuery', () => {
  it('never retries a client error', () => {
    expect(shouldRetryQuery(0, new ApiError('Blog not found', 404, null))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Unauthorized: please log in', 401, null))).toBe(false);
  });

  it('retries server errors and network failures a couple of times', () => {
    const serverError = new ApiError('HTTP error! status: 502', 502, null);
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, serverError)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Failed to fetch', 0, null))).toBe(true);
  });
});

describe('queryErrorToast', () => {
  const meta = {
    errorToast: (say: typeof t) => say('blogs.article.fetchFailed'),
    quietStatuses: [404],
  } as const;

  it('asks for the declared toast when a query fails', () => {
    expect(queryErrorToast(new ApiError('HTTP error! status: 500', 500, null), meta, t)).toBe(
      'Failed to fetch blog details',
    );
    expect(queryErrorToast(new ApiError('Failed to fetch', 0, null), meta, t)).toBe(
      'Failed to fetch blog details',
    );
  });

  it('stays quiet for expected statuses and for queries that declare no toast', () => {
    expect(queryErrorToast(new ApiError('Blog not found', 404, null), meta, t)).toBeNull();
    expect(
      queryErrorToast(new ApiError('HTTP error! status: 500', 500, null), undefined, t),
    ).toBeNull();
    expect(queryErrorToast(new ApiError('HTTP error! status: 500', 500, null), {}, t)).toBeNull();
  });
});
