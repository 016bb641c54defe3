import type { ApiTransport } from '@codegrow/shared/rendering/page-renderer';
import { API_MAX_RETRIES, TIMINGS_MS } from '@codegrow/shared/constants/limits';
import { httpErrorMessage } from '@codegrow/shared/constants/http-error';
import type { FieldError } from '@codegrow/shared/schemas/common';
import { env } from '../config/env';

/** A failed API call: the server's message (or 'HTTP error! status: N'), its body and status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The per-field errors of a 400 answer, if the server sent any. */
  get fieldErrors(): FieldError[] {
    if (!isRecord(this.data) || !Array.isArray(this.data.errors)) return [];
    return this.data.errors.filter(
      (item): item is FieldError =>
        isRecord(item) && typeof item.field === 'string' && typeof item.msg === 'string',
    );
  }
}

/**
 * A 404 answer: an ApiError, or the plain object an error becomes in a
 * server-rendered page's state, which keeps its status.
 */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Don't announce a 401 to the auth provider: for calls that decide about the
   * session themselves (startup verification, the periodic profile refresh).
   */
  silentUnauthorized?: boolean;
}

export interface ApiClientConfig {
  baseUrl: string;
  fetch?: ApiTransport;
  sleep?: (ms: number) => Promise<void>;
  /** Sent as `Accept-Language`: the server's messages come in it. */
  language?: string;
}

type UnauthorizedListener = () => void;
type TransportInit = Parameters<ApiTransport>[1];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads only: a write that failed on the way back may have been applied, and
 * sent again it would apply twice (a like toggled back, a payment claimed twice).
 */
const RETRIED_METHODS = new Set(['GET', 'HEAD']);

/** docs/product.md §7: what counts as a network failure worth retrying. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const message = error instanceof Error ? error.message : String(error);
  // Chromium, Firefox and Safari's words for a request that never reached the server.
  return ['Failed to fetch', 'NetworkError', 'Load failed'].some((words) =>
    message.includes(words),
  );
}

function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Pick<Response, 'text'> & { data?: unknown }): Promise<unknown> {
  if ('data' in response) return response.data;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The site's API client. The browser's session is an HttpOnly cookie that goes with every
 * same-origin request by itself; no script of the page ever holds the token.
 */
export function createApiClient(config: ApiClientConfig) {
  const sleep = config.sleep ?? realSleep;
  const listeners = new Set<UnauthorizedListener>();

  async function send(url: string, init: TransportInit) {
    const fetchImpl = config.fetch ?? globalThis.fetch;
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetchImpl(url, init);
      } catch (error) {
        const retryable =
          RETRIED_METHODS.has(init.method ?? 'GET') &&
          isNetworkError(error) &&
          !init.signal?.aborted;
        if (!retryable || attempt > API_MAX_RETRIES) {
          const message = error instanceof Error ? error.message : String(error);
          throw new ApiError(message, 0, null, { cause: error });
        }
        await sleep(TIMINGS_MS.apiRetryBase * attempt);
      }
    }
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      // The page's language, not the browser's: a Bangla reader on an English page reads English.
      ...(config.language && { 'Accept-Language': config.language }),
      ...options.headers,
    };

    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      // The browser sets multipart/form-data with its boundary itself.
      payload = body;
    } else if (body !== undefined) {
      // Only with a body: Fastify refuses an empty body declared as JSON.
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    const init: TransportInit = { method, headers, body: payload, credentials: 'same-origin' };
    if (options.signal) init.signal = options.signal;
    const response = await send(buildUrl(config.baseUrl, path, options.params), init);
    const data = await readBody(response);

    if (!response.ok) {
      const serverMessage = isRecord(data) && typeof data.message === 'string' ? data.message : '';
      if (response.status === 401 && !options.silentUnauthorized) {
        for (const listener of listeners) listener();
      }
      throw new ApiError(serverMessage || httpErrorMessage(response.status), response.status, data);
    }
    return data as T;
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body, options),
    /** A body is optional: most deletions need none, account deletion sends a password. */
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('DELETE', path, body, options),
    /** A 401: the session, if there was one, is over. Returns an unsubscribe. */
    onUnauthorized(listener: UnauthorizedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const apiConfig: ApiClientConfig = { baseUrl: env.API_URL };
export const api = createApiClient(apiConfig);

/** The language the server's messages are asked in: the page's (app/start.tsx). */
export function setApiLanguage(language: string): void {
  apiConfig.language = language;
}

/** The server renders pages through its own in-process transport instead of the network. */
export function setApiTransport(transport: ApiTransport): void {
  apiConfig.fetch = transport;
}

/** The text to show a user for any failure: the first field error, else the message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fieldErrors[0]?.msg ?? (error.message || fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
