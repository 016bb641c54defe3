import { AUTH_FORM_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { IdentityProviderError } from './identity-provider';
import { providerFailureMessage } from './provider-error-message';
import { english } from '../../../../test/english';

const { t } = english;

const FALLBACK = 'Google sign in failed. Please try again.';

describe('providerFailureMessage', () => {
  it("shows the provider's message for its error codes", () => {
    const popupClosed = Object.assign(new Error('Firebase: Error'), {
      code: 'auth/popup-closed-by-user',
    });
    expect(providerFailureMessage(popupClosed, FALLBACK, t)).toBe(
      'Sign-in popup was closed before completion.',
    );
  });

  it('names an unknown provider code', () => {
    const odd = { code: 'auth/quota-exceeded' };
    expect(providerFailureMessage(odd, FALLBACK, t)).toBe(
      'Authentication error: auth/quota-exceeded. Please try again or contact support.',
    );
  });

  it('shows our own checks as they are worded', () => {
    const unverified = new IdentityProviderError('auth.providerFailures.verifyEmailFirst');
    expect(providerFailureMessage(unverified, FALLBACK, t)).toBe(
      AUTH_FORM_MESSAGES.verifyEmailFirst,
    );
  });

  it("tells the backend's reason when it refused the identity", () => {
    const refused = new ApiError('Invalid token: the sign-in could not be verified.', 401, null);
    expect(providerFailureMessage(refused, FALLBACK, t)).toBe(
      'Invalid token: the sign-in could not be verified.',
    );
  });

  it('falls back for anything else', () => {
    expect(providerFailureMessage({ code: 'ECONNRESET' }, FALLBACK, t)).toBe(FALLBACK);
    expect(providerFailureMessage(new Error('boom'), FALLBACK, t)).toBe(FALLBACK);
  });
});
