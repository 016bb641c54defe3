import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { TRANSACTION_API_MESSAGES } from '@codegrow/shared/schemas/transaction';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorMessage, serverMessageOr } from './api-error-message';

const submissionErrorMessage = (error: unknown) =>
  apiErrorMessage(error, TRANSACTION_MESSAGES.submitFailed, TRANSACTION_MESSAGES.validationPrefix);

describe('apiErrorMessage', () => {
  it("lists the server's field errors after 'Validation errors: '", () => {
    const error = new ApiError('Validation failed', 400, {
      message: 'Validation failed',
      errors: [{ field: 'trxId', msg: TRANSACTION_API_MESSAGES.trxIdFormat }],
    });
    expect(submissionErrorMessage(error)).toBe(
      `Validation errors: ${TRANSACTION_API_MESSAGES.trxIdFormat}`,
    );
  });

  it('joins several field errors with a comma', () => {
    const error = new ApiError('Validation failed', 400, {
      message: 'Validation failed',
      errors: [
        { field: 'trxId', msg: 'first' },
        { field: 'amount', msg: 'second' },
      ],
    });
    expect(submissionErrorMessage(error)).toBe('Validation errors: first, second');
  });

  it('says a conflict, such as a duplicate ID, in its one sentence', () => {
    const error = new ApiError(TRANSACTION_API_MESSAGES.duplicateTrxId, 409, {
      message: TRANSACTION_API_MESSAGES.duplicateTrxId,
      errors: [{ field: 'trxId', msg: TRANSACTION_API_MESSAGES.duplicateTrxId }],
    });
    expect(submissionErrorMessage(error)).toBe(TRANSACTION_API_MESSAGES.duplicateTrxId);
  });

  it("uses the server's message without an errors list (or with an empty one)", () => {
    const alreadySubscribed = TRANSACTION_API_MESSAGES.alreadySubscribed;
    expect(
      submissionErrorMessage(new ApiError(alreadySubscribed, 409, { message: alreadySubscribed })),
    ).toBe(alreadySubscribed);
    expect(
      submissionErrorMessage(new ApiError('x', 429, { message: 'Slow down', errors: [] })),
    ).toBe('Slow down');
  });

  it("falls back to the error's own message when the server sent no body to read", () => {
    expect(submissionErrorMessage(new ApiError('HTTP error! status: 502', 502, '<html>'))).toBe(
      'HTTP error! status: 502',
    );
    expect(submissionErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it("says 'Failed to submit transaction' when nothing else is known", () => {
    expect(submissionErrorMessage(new Error(''))).toBe(TRANSACTION_MESSAGES.submitFailed);
    expect(submissionErrorMessage(undefined)).toBe('Failed to submit transaction');
    expect(submissionErrorMessage('boom')).toBe('Failed to submit transaction');
  });

  it('skips malformed entries of the errors list', () => {
    const error = new ApiError('Bad', 400, {
      message: 'Bad',
      errors: [null, { field: 'trxId' }, { field: 'trxId', msg: 'kept' }],
    });
    expect(submissionErrorMessage(error)).toBe('Validation errors: kept');
  });
});

describe('serverMessageOr', () => {
  it("shows the server's first field error, else its message", () => {
    const withErrors = new ApiError('Validation failed', 400, {
      message: 'Validation failed',
      errors: [{ field: 'trxId', msg: TRANSACTION_API_MESSAGES.trxIdFormat }],
    });
    expect(serverMessageOr(withErrors, 'fallback')).toBe(TRANSACTION_API_MESSAGES.trxIdFormat);
    const duplicate = TRANSACTION_API_MESSAGES.duplicateAdminTrxId;
    expect(serverMessageOr(new ApiError(duplicate, 409, { message: duplicate }), 'x')).toBe(
      duplicate,
    );
  });

  it('uses the fallback when no answer came back', () => {
    expect(serverMessageOr(new ApiError('Failed to fetch', 0, null), 'Failed')).toBe('Failed');
    expect(serverMessageOr(new TypeError('boom'), 'Failed')).toBe('Failed');
    expect(serverMessageOr(undefined, 'Failed')).toBe('Failed');
  });
});
