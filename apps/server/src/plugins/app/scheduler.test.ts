import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import scheduler from './scheduler';

afterEach(() => vi.useRealTimers());

async function serverWith(everyMs: number, run: () => Promise<unknown>) {
  const app = Fastify();
  await app.register(scheduler);
  app.every({ name: 'a job', everyMs, run });
  await app.ready();
  return app;
}

describe('the scheduler', () => {
  it('runs a job at its interval, one pass at a time, and its stop waits for the pass', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    let passes = 0;
    let finished = 0;
    const app = await serverWith(1_000, async () => {
      passes += 1;
      await new Promise<void>((resolve) => (release = resolve));
      finished += 1;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(1);
    // Due five times more while the pass runs: not overrun.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(1);
    const closed = app.close();
    let stopped = false;
    void closed.then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await closed;
    expect(finished).toBe(1);
  });

  it('leaves a job of no interval to be run by hand', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const app = await serverWith(0, run);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
    await app.close();
  });
});
