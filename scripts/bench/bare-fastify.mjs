// The yardstick: a bare Fastify route on the same machine, no database, no plugins.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`ready at http://127.0.0.1:${app.server.address().port}`);
