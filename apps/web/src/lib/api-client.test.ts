import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorMessage } from './api-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Seen, res: ServerResponse) => void;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A real HTTP server whose answer each test chooses; it records what it received. */
function startServer(port = 0): Promise<{ server: Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      handler(entry, res);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, port: (server.address() as AddressInfo).port, seen });
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

let handler: Handler = (_req, res) => json(res, 200, { ok: true });
let server: Server;
let seen: Seen[];
let baseUrl: string;

beforeAll(async () => {
  const started = await startServer();
  server = started.server;
  seen = started.seen;
  baseUrl = `http://127.0.0.1:${started.port}/api`;
});

afterAll(() => stop(server));

afterEach(() => {
  seen.length = 0;
  handler = (_req, res) => json(res, 200, { ok: true });
});

const noSleep = vi.fn(() => Promise.resolve());
const client = () => createApiClient({ baseUrl, sleep: noSleep });

describe('api client', () => {
  it('GETs JSON under the base path with the query string', async () => {
    handler = (_req, res) => json(res, 200, { blogs: [1, 2] });
    const data = await client().get<{ blogs: number[] }>('/blogs', {
      params: { page: 2, search: 'sql', category: undefined },
    });
    expect(data).toEqual({ blogs: [1, 2] });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/blogs?page=2&search=sql');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type', async () => {
    await client().post('/auth/login', { email: 'a@b.dev', password: 'secret1' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'a@b.dev', password: 'secret1' });
  });

  it('sends a DELETE with a JSON body when given one, and without any otherwise', async () => {
    await client().delete('/auth/account', { password: 'secret1' });
    await client().delete('/blogs/3');
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ password: 'secret1' });
    expect(seen[1]?.headers['content-type']).toBeUndefined();
    expect(seen[1]?.body).toBe('');
  });

  it('sends FormData as multipart, not as JSON', async () => {
    const form = new FormData();
    form.set('title', 'Indexes');
    await client().post('/blogs', form);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('Indexes');
  });

  it('sends no Authorization header: the session is the HttpOnly cookie', async () => {
    await client().get('/auth/profile');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('turns a 400 into an ApiError with the server message, body and status', async () => {
    const body = {
      message: 'Validation failed',
      errors: [{ field: 'email', msg: 'Please enter a valid email address' }],
    };
    handler = (_req, res) => json(res, 400, body);
    const error = await client()
      .post('/auth/register', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Validation failed', status: 400, data: body });
    expect((error as ApiError).fieldErrors).toEqual(body.errors);
    expect(errorMessage(error, 'fallback')).toBe('Please enter a valid email address');
  });

  it("says 'HTTP error! status: 500' when the body is not JSON", async () => {
    handler = (_req, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<h1>oops</h1>');
    };
    const error = await client()
      .get('/blogs')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'HTTP error! status: 500', status: 500 });
    expect((error as ApiError).data).toBe('<h1>oops</h1>');
    expect(seen).toHaveLength(1);
  });

  it('returns undefined for an empty 204 answer', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    await expect(client().delete('/blogs/3')).resolves.toBeUndefined();
  });

  it('announces a 401 unless the call decides about the session itself', async () => {
    handler = (_req, res) => json(res, 401, { message: 'Invalid token: please log in again' });
    const api = client();
    const listener = vi.fn();
    const unsubscribe = api.onUnauthorized(listener);

    await api.get('/auth/profile', { silentUnauthorized: true }).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();

    await expect(api.get('/auth/profile')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid token: please log in again',
    });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    await api.get('/auth/profile').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('api client network retries', () => {
  it('retries a refused connection twice, waiting 1 s then 2 s, then fails', async () => {
    const closed = await startServer();
    await stop(closed.server);
    const waits: number[] = [];
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${closed.port}/api`,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    const error = await api.get('/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
    expect(waits).toEqual([1000, 2000]);
  });

  it('succeeds when the server comes up during the wait', async () => {
    const probe = await startServer();
    await stop(probe.server);
    let revived: Server | undefined;
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${probe.port}/api`,
      sleep: async () => {
        revived ??= (await startServer(probe.port)).server;
      },
    });
    await expect(api.get('/health')).resolves.toEqual({ ok: true });
    if (revived) await stop(revived);
  });

  it('never sends a write twice: a like whose answer was lost fails once', async () => {
    // The server takes the like, then the connection drops before the answer.
    handler = (_req, res) => res.socket?.destroy();
    const sleep = vi.fn(() => Promise.resolve());
    const api = createApiClient({ baseUrl, sleep });
    await expect(api.post('/blogs/1/like')).rejects.toMatchObject({ status: 0 });
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();

    await expect(api.get('/blogs/1/likes')).rejects.toMatchObject({ status: 0 });
    expect(seen.filter((request) => request.method === 'GET')).toHaveLength(3);
  });

  it('does not retry an HTTP error', async () => {
    handler = (_req, res) => json(res, 503, { message: 'Database unavailable' });
    const sleep = vi.fn(() => Promise.resolve());
    const api = createApiClient({ baseUrl, sleep });
    await expect(api.get('/health')).rejects.toMatchObject({ message: 'Database unavailable' });
    expect(sleep).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});
