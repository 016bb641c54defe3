import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isAuthFailure } from './auth-failure';

describe('isAuthFailure', () => {
  it.each([
    'Invalid token: please log in again',
    'Unauthorized: please log in',
    'HTTP error! status: 401',
    'HTTP error! status: 403',
  ])('treats %j as a dead session', (message) => {
    expect(isAuthFailure(new Error(message))).toBe(true);
  });

  it('trusts the status when the message says nothing', () => {
    expect(isAuthFailure(new ApiError('Forbidden: admin access required', 403, null))).toBe(true);
    expect(isAuthFailure(new ApiError('Session ended', 401, null))).toBe(true);
  });

  it('keeps the session through network and server failures', () => {
    expect(isAuthFailure(new ApiError('Failed to fetch', 0, null))).toBe(false);
    expect(isAuthFailure(new ApiError('HTTP error! status: 500', 500, null))).toBe(false);
  });
});
