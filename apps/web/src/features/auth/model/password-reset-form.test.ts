import {
  AUTH_FORM_MESSAGES as M,
  PASSWORD_RESET_MESSAGES,
} from '@codegrow/shared/constants/auth-messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isInvalidResetLink } from './password-reset-form';

describe('isInvalidResetLink', () => {
  it('recognises a refused token', () => {
    const body = {
      message: PASSWORD_RESET_MESSAGES.invalidLink,
      errors: [{ field: 'token', msg: PASSWORD_RESET_MESSAGES.invalidLink }],
    };
    expect(isInvalidResetLink(new ApiError(body.message, 400, body))).toBe(true);
  });

  it('leaves other failures alone', () => {
    const body = { message: M.passwordTooShort, errors: [{ field: 'password', msg: 'short' }] };
    expect(isInvalidResetLink(new ApiError(body.message, 400, body))).toBe(false);
    expect(isInvalidResetLink(new ApiError('Failed to fetch', 0, null))).toBe(false);
    expect(isInvalidResetLink(new Error('boom'))).toBe(false);
  });
});
