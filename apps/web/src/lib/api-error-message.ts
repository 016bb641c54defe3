import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The `msg` of each entry in a server answer's `errors` list, or null when it has none. */
function listedErrors(data: unknown): string[] | null {
  if (!isRecord(data) || !Array.isArray(data.errors)) return null;
  const messages = data.errors.flatMap((item: unknown) => {
    const msg = isRecord(item) ? nonEmptyString(item.msg) : null;
    return msg ? [msg] : [];
  });
  return messages.length > 0 ? messages : null;
}

/**
 * SPEC 8, a failed payment submission, in this order: the server's errors list
 * ('Validation errors: ' and each msg joined with ', '); else the server's
 * message; else the error's own message; else 'Failed to submit transaction'.
 *
 * Takes any thrown value: an ApiError carries the server's body in `data`.
 */
export function submissionErrorMessage(error: unknown): string {
  const data = isRecord(error) ? error.data : undefined;
  const listed = listedErrors(data);
  if (listed) return TRANSACTION_MESSAGES.validationPrefix + listed.join(', ');
  const serverMessage = isRecord(data) ? nonEmptyString(data.message) : null;
  if (serverMessage) return serverMessage;
  const ownMessage = error instanceof Error ? nonEmptyString(error.message) : null;
  return ownMessage ?? TRANSACTION_MESSAGES.submitFailed;
}
