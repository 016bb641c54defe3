import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface PurgeStub {
  url: string;
  /** Every request received, in order, whether it was answered 200 or 500. */
  calls: StubCall[];
  /** The next `count` requests are answered 500, as an API that is down for a moment. */
  failNext(count: number): void;
  stop(): Promise<void>;
}

/**
 * A CDN's purge API on loopback: records each request and answers as Fastly and Cloudflare
 * do when they took a purge (200, `success: true`), or 500 when told to fail.
 */
export async function startPurgeStub(): Promise<PurgeStub> {
  const calls: StubCall[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const fail = failures > 0;
      if (fail) failures -= 1;
      response
        .writeHead(fail ? 500 : 200, { 'content-type': 'application/json' })
        .end(JSON.stringify(fail ? { success: false, errors: ['down'] } : { success: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(count) {
      failures = count;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
