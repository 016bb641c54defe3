import { api, ApiError } from '../../../lib/api-client';
import { visitorProgress } from '../model/visitor-progress';

/** Tries of the hand-over, and the pause before the next: a busy server answers 503 for a while. */
const HANDOVER_TRIES = 4;
const HANDOVER_PAUSE_MS = 1_500;

/** The server was busy or out of reach: worth asking again, as a merge may be repeated. */
const worthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 503);

/** The hand-over under way: the sign-in's and every read of progress wait for the same one. */
let handingOver: Promise<boolean> | null = null;

/**
 * Hands a visitor's progress in this browser to the account they signed in to; true when
 * there was some. A merge changes nothing when repeated, so unlike other writes it is sent
 * again while the server is busy; the browser's copy is deleted only once the account has it.
 */
export function handOverVisitorProgress(): Promise<boolean> {
  handingOver ??= sendVisitorProgress().finally(() => {
    handingOver = null;
  });
  return handingOver;
}

async function sendVisitorProgress(): Promise<boolean> {
  const entries = visitorProgress.all();
  if (entries.length === 0) return false;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await api.post('/progress/merge', { entries });
      break;
    } catch (error) {
      if (!worthRetrying(error) || attempt === HANDOVER_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, HANDOVER_PAUSE_MS * attempt));
    }
  }
  visitorProgress.clear();
  return true;
}
