/**
 * After a deployment an open tab still runs the old build, whose page chunks are gone from
 * the server: moving to a page it has not loaded yet fails to import that page's code. One
 * reload of the same address brings the new build; a second failure is a real one.
 */
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isStaleBuildError = (error: unknown): boolean =>
  error instanceof Error && FAILED_IMPORT.test(error.message);

/** Where the last reload for a stale build went, and when: a second failure there is not retried. */
const RELOAD_KEY = 'codegrow.staleBuildReload';
/** Long enough for the reloaded page to arrive and fail again; short enough to retry a later deploy. */
const RETRY_AFTER_MS = 30_000;

export interface ReloadContext {
  store: Pick<Storage, 'getItem' | 'setItem'> | null;
  href: string;
  now: number;
  reload: () => void;
}

const browserContext = (): ReloadContext => {
  let store: Storage | null = null;
  try {
    store = sessionStorage;
  } catch {
    // Storage may be refused (privacy modes): no reload then, rather than a loop.
  }
  return { store, href: location.href, now: Date.now(), reload: () => location.reload() };
};

interface LastReload {
  href?: string;
  at?: number;
}

function lastReload(store: NonNullable<ReloadContext['store']>): LastReload | null {
  try {
    return JSON.parse(store.getItem(RELOAD_KEY) ?? 'null') as LastReload | null;
  } catch {
    return null;
  }
}

/** Whether this error is a stale build's that one reload of this address has not yet met. */
export function staleBuildReloadDue(error: unknown, context = browserContext()): boolean {
  if (!isStaleBuildError(error) || !context.store) return false;
  const last = lastReload(context.store);
  return !(last?.href === context.href && context.now - (last.at ?? 0) < RETRY_AFTER_MS);
}

/** Reloads this address, remembering it so that a second failure here is shown, not retried. */
export function reloadForStaleBuild(context = browserContext()): void {
  try {
    context.store?.setItem(RELOAD_KEY, JSON.stringify({ href: context.href, at: context.now }));
  } catch {
    return;
  }
  context.reload();
}
