import { api } from '../../../lib/api-client';

export interface VisitInput {
  userAgent: string;
  referrer: string;
}

/** POST /api/visitors/visit: counts one page load (202, no body worth reading). */
export async function recordVisit(input: VisitInput): Promise<void> {
  await api.post('/visitors/visit', input);
}

let visit: Promise<void> | null = null;

/**
 * Records this page load, once per full load of the app: client-side navigations
 * and remounts (StrictMode runs effects twice) share the first call. Never rejects:
 * a lost visit is not worth telling the reader about.
 */
export function recordVisitOnce(): Promise<void> {
  visit ??= recordVisit({
    // The API's limits (visitInputSchema); the server prefers its own User-Agent header anyway.
    userAgent: navigator.userAgent.slice(0, 1000),
    referrer: document.referrer.slice(0, 2000),
  }).catch(() => undefined);
  return visit;
}
