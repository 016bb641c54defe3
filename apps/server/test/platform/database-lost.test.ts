import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import {
  buildTestApp,
  createTestDatabase,
  testDriver,
  type TestApp,
  type TestDatabase,
} from '../helper';

/** A TCP relay between the app and PostgreSQL that the test can cut, as a network or a failover would. */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  return {
    port: address.port,
    /** Every open connection dropped, and no new one accepted. */
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

// PGlite runs in the process: it has no connection to lose.
describe.runIf(testDriver === 'postgres')('a server that loses its database', () => {
  let database: TestDatabase;
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const postgres = new URL(database.env.DATABASE_URL ?? '');
    relay = await startRelay(postgres);
    const url = new URL(postgres);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    t = await buildTestApp({ DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('answers 503 with Retry-After and a clear message, not 500', async () => {
    expect((await t.app.inject({ url: '/api/blogs?limit=1' })).statusCode).toBe(200);
    await relay.cut();

    const read = await t.app.inject({ url: '/api/blogs?limit=2' });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json()).toEqual({ message: API_ERROR_MESSAGES.databaseUnavailable });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@codegrow.dev', password: 'secret123' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message: API_ERROR_MESSAGES.databaseUnavailable });
  });
});
