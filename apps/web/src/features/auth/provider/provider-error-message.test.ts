import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { IdentityProviderError } from './identity-provider';
import { providerFailureMessage } from './provider-error-message';

const FALLBACK = 'Google sign in failed. Please try again.';

describe('providerFailureMessage', () => {
  it("shows the provider's message for its error codes", () => {
    const popupClosed = Object.assign(new Error('Firebase: Error'), {
      code: 'auth/popup-closed-by-user',
    });
    expect(providerFailureMessage(popupClosed, FALLBACK)).toBe(
      'Sign-in popup was closed before completion.',
    );
  });

  it('names an unknown provider code', () => {
    const odd = { code: 'auth/quota-exceeded' };
    expect(providerFailureMessage(odd, FALLBACK)).toBe(
      'Authentication error: auth/quota-exceeded. Please try again or contact support.',
    );
  });

  it('shows our own checks as they are worded', () => {
    const unverified = new IdentityProviderError('Please verify your email first.');
    expect(providerFailureMessage(unverified, FALLBACK)).toBe('Please verify your email first.');
  });

  it("tells the backend's reason when it refused the identity", () => {
    const refused = new ApiError('Invalid token: the sign-in could not be verified.', 401, null);
    expect(providerFailureMessage(refused, FALLBACK)).toBe(
      'Invalid token: the sign-in could not be verified.',
    );
  });

  it('falls back for anything else', () => {
    expect(providerFailureMessage({ code: 'ECONNRESET' }, FALLBACK)).toBe(FALLBACK);
    expect(providerFailureMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });
});
