import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { fromDatabaseError } from './database-errors';

/** As Drizzle hands errors on: its own, with the driver's as the cause. */
const fromQuery = (cause: object) =>
  Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error(), cause) });

describe('fromDatabaseError', () => {
  it.each([
    [
      'a refused connection',
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    ],
    ['a reset connection', { code: 'ECONNRESET', message: 'read ECONNRESET' }],
    [
      'an administrator ending the connection',
      { code: '57P01', message: 'terminating connection due to administrator command' },
    ],
    ['a server starting up', { code: '57P03', message: 'the database system is starting up' }],
    ['a connection failure (class 08)', { code: '08006', message: 'connection failure' }],
    ['a connection that ended', { message: 'Connection terminated unexpectedly' }],
    [
      'a pool that could not connect in time',
      { message: 'timeout exceeded when trying to connect' },
    ],
  ])('calls %s unavailable, to be tried again in 5 s', (_name, cause) => {
    const answer = fromDatabaseError(fromQuery(cause));
    expect(answer?.kind).toBe('unavailable');
    expect(answer?.message).toBe(API_ERROR_MESSAGES.databaseUnavailable);
    expect(answer?.retryAfterSeconds).toBe(5);
  });

  it('calls the caller’s mistakes a conflict or invalid input, and other failures nothing', () => {
    const taken = fromDatabaseError(
      fromQuery({ code: '23505', detail: 'Key (email)=(a@b.c) already exists.' }),
    );
    expect(taken?.kind).toBe('conflict');
    expect(taken?.errors).toEqual([{ field: 'email', msg: API_ERROR_MESSAGES.conflictingValue }]);
    expect(
      fromDatabaseError(fromQuery({ code: '42P01', message: 'relation does not exist' })),
    ).toBeNull();
    expect(fromDatabaseError(new Error('something else'))).toBeNull();
  });
});
