// What a launcher run by npm (start, serve) does to stop with it.

/** How often a launcher looks whether npm, which started it, is still there. */
const PARENT_CHECK_MS = 1_000;

/**
 * Calls `stop(signal)` once: when this launcher is told to stop (Ctrl-C, `kill`), or, when npm
 * started it, once npm is gone. npm runs a script through `sh`, which does not pass npm's
 * signals on: a plain `kill` of npm, or a process manager stopping it, used to leave this
 * launcher, the server and the Auth Emulator running, holding their ports. A process whose
 * parent exits is handed to another, so a changed parent id tells. Run without npm (`nohup
 * node scripts/serve.mjs`), a launcher outlives the shell that started it, as before.
 */
export function stopWithNpm(stop) {
  let stopping = false;
  const stopOnce = (signal) => {
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopOnce(signal));
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stopOnce('SIGTERM');
  }, PARENT_CHECK_MS).unref();
}
