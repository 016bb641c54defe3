import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON the server puts in a rendered page for the browser to start from. */
export const SERVER_STATE_ID = 'codegrow-state';

export interface ServerState {
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
  /** The render-hint cookie's word on a session, as the server rendered with it. */
  sessionHint: boolean;
}

/** The rendered page's state, or null when the browser renders the page itself. */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
