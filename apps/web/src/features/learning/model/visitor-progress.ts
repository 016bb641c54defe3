import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import type { Progress } from '@codegrow/shared/schemas/learning';
import { storage } from '../../../lib/storage';
import { applyChange, progressById, type ProgressChange } from './progress';
import { LEARNING_LIMITS } from '@codegrow/shared/constants/limits';

const isProgress = (value: unknown): value is Progress => {
  const entry = value as Progress;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isInteger(entry.blog_id) &&
    entry.blog_id > 0 &&
    typeof entry.position === 'number' &&
    entry.position >= 0 &&
    entry.position <= 1 &&
    typeof entry.read === 'boolean'
  );
};

/**
 * A visitor's progress, kept in this browser until they sign in: the most recent
 * articles first, as many as the server takes in one merge.
 */
export const visitorProgress = {
  all(): Progress[] {
    try {
      const parsed: unknown = JSON.parse(storage.get(STORAGE_KEYS.progress) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isProgress) : [];
    } catch {
      return [];
    }
  },

  record(blogId: number, change: ProgressChange): Progress {
    const entries = visitorProgress.all();
    const next = applyChange(progressById(entries).get(blogId), blogId, change);
    const kept = [next, ...entries.filter((entry) => entry.blog_id !== blogId)];
    storage.set(STORAGE_KEYS.progress, JSON.stringify(kept.slice(0, LEARNING_LIMITS.mergeMax)));
    return next;
  },

  /** 'Start again' on a path: these articles as if never opened. */
  restart(blogIds: readonly number[]): Progress[] {
    const kept = visitorProgress.all().filter((entry) => !blogIds.includes(entry.blog_id));
    storage.set(STORAGE_KEYS.progress, JSON.stringify(kept));
    return [];
  },

  clear(): void {
    storage.remove(STORAGE_KEYS.progress);
  },
};
