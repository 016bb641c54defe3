// The yardstick: a bare Fastify route on the same machine, no database, no plugins. With
// BARE_REPLAY_FILE (JSON: each path under /bare/replay/ with its { headers, body }, the body
// in base64), each of those paths sends its answer as it is: the app's cached article and
// home page, so their figures can be read against a bare route writing the same bytes and
// headers.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
const replays = process.env.BARE_REPLAY_FILE
  ? JSON.parse(readFileSync(process.env.BARE_REPLAY_FILE, 'utf8'))
  : {};
for (const [path, replay] of Object.entries(replays)) {
  const body = Buffer.from(replay.body, 'base64');
  app.get(path, (_request, reply) => reply.headers(replay.headers).send(body));
}
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`ready at http://127.0.0.1:${app.server.address().port}`);
