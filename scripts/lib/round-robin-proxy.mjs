// A load balancer's part, on loopback: each request goes to the next server in turn.
// The three-server test and `npm run bench -- --fleet` put it in front of their servers.
import { createServer, request } from 'node:http';

/** Starts the proxy in front of `upstreams` (base URLs); resolves with its URL and a stop. */
export async function startRoundRobinProxy(upstreams) {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        // Hop-by-hop headers describe the server's connection, not the proxy's: forwarded,
        // the server's long keep-alive would let a client reuse a connection the proxy has
        // already closed after its own, shorter one (a reset on a busy machine).
        const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
