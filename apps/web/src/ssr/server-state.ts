import { PAGE_STATE_ID } from '@codegrow/shared/constants/site';
import type { User } from '@codegrow/shared/schemas/user';
import type { DehydratedState } from '@tanstack/react-query';

/** What the server writes into every page it sends (apps/server/…/site/page-document.ts). */
export interface ServerState {
  /** Who the page was sent for: the session cookie's user, or null for a visitor. */
  viewer: User | null;
  /** The session this browser held has just ended: its cookie was cleared with this page. */
  sessionEnded?: true;
  /** On a page the server rendered: the query cache it was rendered from. */
  queries?: DehydratedState;
}

/** The page's state, or null on a page the server said nothing about (Vite's development server). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
