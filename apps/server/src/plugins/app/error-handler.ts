import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import type { ApiErrorBody, FieldError } from '@codegrow/shared/schemas/common';
import { fromDatabaseError } from '../../lib/errors/database-errors';
import { AppError, type FailureKind } from '../../lib/errors/app-error';

/** Fastify's own failures, reworded for people; anything not listed keeps its message. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_ERROR_MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_ERROR_MESSAGES.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: `${API_ERROR_MESSAGES.bodyTooLarge} (limit 1 MiB)`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_ERROR_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_ERROR_MESSAGES.malformedJson,
  FST_ERR_BAD_URL: API_ERROR_MESSAGES.malformedUrl,
};

function fieldErrors(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  return error.validation.map((issue): FieldError => ({
    field:
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      (error.validationContext ?? 'body'),
    msg: issue.message ?? API_ERROR_MESSAGES.validationFailed,
  }));
}

/** The one place a failure of the domain gets its HTTP status. */
const STATUS_OF: Record<FailureKind, number> = {
  'invalid-input': 400,
  'not-signed-in': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
  unavailable: 503,
};

type Outcome = { status: number; body: ApiErrorBody; headers?: Record<string, string> };

/** Where a request the framework could not even read went wrong: its URL, or its body. */
const unreadablePart = (error: FastifyError) => (error.code === 'FST_ERR_BAD_URL' ? 'url' : 'body');

function toBody(error: FastifyError | AppError): Outcome {
  if (error instanceof AppError) {
    const { kind, message, errors, retryAfterSeconds } = error;
    return {
      status: STATUS_OF[kind],
      body: errors ? { message, errors } : { message },
      ...(retryAfterSeconds !== undefined && {
        headers: { 'retry-after': String(retryAfterSeconds) },
      }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error);
    return {
      status: 400,
      body: { message: errors[0]?.msg ?? API_ERROR_MESSAGES.validationFailed, errors },
    };
  }
  const status = error instanceof SyntaxError ? 400 : (error.statusCode ?? 500);
  if (status < 400 || status >= 500)
    return { status: 500, body: { message: API_ERROR_MESSAGES.internal } };
  const message =
    error instanceof SyntaxError
      ? API_ERROR_MESSAGES.malformedJson
      : (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
  if (status !== 400) return { status, body: { message } };
  return { status, body: { message, errors: [{ field: unreadablePart(error), msg: message }] } };
}

/** The message a failure answers with, for a response that is not JSON (a form's redirect). */
export const failureMessage = (error: FastifyError) =>
  toBody(fromDatabaseError(error) ?? error).body.message;

/**
 * The one place a failure becomes a response: `{ message, errors? }` with a 4xx
 * for the caller's mistakes; 5xx details are logged with the request id, never sent.
 */
export function replyWithError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const answeredForDatabase = fromDatabaseError(error);
  // The database caught input that validation let through: answer 4xx, and say so.
  if (answeredForDatabase && answeredForDatabase.kind !== 'unavailable')
    request.log.warn({ err: error }, 'input refused by the database');
  const { status, body, headers } = toBody(answeredForDatabase ?? error);
  if (headers) void reply.headers(headers);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, message: body.message }, 'request refused');
  return reply.code(status).send(body);
}

export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    fastify.setErrorHandler(replyWithError);
  },
  { name: 'error-handler' },
);
