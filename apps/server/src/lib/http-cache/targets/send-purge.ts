/** A cache's API that has not answered in this long is taken to have failed; the purge is retried. */
const TIMEOUT_MS = 10_000;

/** One purge request; throws, saying what the cache answered, unless it answered 2xx. */
export async function sendPurge(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.ok) return response;
  const body = (await response.text().catch(() => '')).slice(0, 200);
  throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body}`);
}
