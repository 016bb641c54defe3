import {
  AUTH_FORM_MESSAGES as M,
  PASSWORD_RESET_MESSAGES,
} from '@codegrow/shared/constants/auth-messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  forgotPasswordFormError,
  isInvalidResetLink,
  resetPasswordFormError,
} from './password-reset-form';

describe('forgotPasswordFormError', () => {
  it.each([
    ['', M.fillAllFields],
    ['   ', M.fillAllFields],
    ['not-an-email', M.invalidEmail],
    ['ada@', M.invalidEmail],
  ])('refuses %j with %j', (email, message) => {
    expect(forgotPasswordFormError(email)).toBe(message);
  });

  it('accepts an address, spaces and capitals included', () => {
    expect(forgotPasswordFormError(' Ada@CodeGrow.dev ')).toBeNull();
  });
});

describe('resetPasswordFormError', () => {
  it('asks for both fields first', () => {
    expect(resetPasswordFormError({ password: '', confirmPassword: '' })).toBe(M.fillAllFields);
    expect(resetPasswordFormError({ password: 'long-enough', confirmPassword: '' })).toBe(
      M.fillAllFields,
    );
  });

  it('checks the length before the match', () => {
    expect(resetPasswordFormError({ password: '12345', confirmPassword: '54321' })).toBe(
      M.passwordTooShort,
    );
    expect(resetPasswordFormError({ password: 'x'.repeat(129), confirmPassword: 'x' })).toBe(
      M.passwordTooLong,
    );
  });

  it('wants the confirmation to match', () => {
    expect(resetPasswordFormError({ password: 'new-secret', confirmPassword: 'new-secrets' })).toBe(
      M.passwordsMismatch,
    );
    expect(resetPasswordFormError({ password: 'new-secret', confirmPassword: 'new-secret' })).toBe(
      null,
    );
  });
});

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
