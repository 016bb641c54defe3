import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverOptions } from '../../src/app';
import { parseEnv } from '../../src/config/env';

/** A server with the app's own logger options, writing its log lines here. */
function serverWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const options = serverOptions(parseEnv({ ...process.env, NODE_ENV: 'production' }));
  const logger = typeof options.logger === 'object' ? options.logger : {};
  const app = Fastify({ ...options, logger: { ...logger, level: 'info', stream } });
  app.get('/gift', async () => 'ok');
  return { app, lines };
}

describe('the request log', () => {
  it('masks the token of an e-mailed link and keeps the rest of the address', async () => {
    const { app, lines } = serverWithLog();
    await app.inject({ url: '/gift?from=mail&token=s3cret-Gift_Token&lang=bn' });
    await app.close();
    const logged = lines.flatMap((line) => (line.req ? [line.req as { url: string }] : []));
    expect(logged.map((req) => req.url)).toEqual(['/gift?from=mail&token=[masked]&lang=bn']);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });
});
