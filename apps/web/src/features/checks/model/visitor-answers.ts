import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import type { CheckAnswers } from '@codegrow/shared/schemas/checks';
import { storage } from '../../../lib/storage';

type Answers = CheckAnswers['answers'];
type Kept = Record<string, Answers>;

function read(): Kept {
  try {
    const parsed: unknown = JSON.parse(storage.get(STORAGE_KEYS.checkAnswers) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

/**
 * A visitor's answers, kept in this browser by article until they sign in: then they are sent
 * again, so the server judges and keeps them (a result the browser claimed would prove nothing).
 */
export const visitorAnswers = {
  keep(blogId: number, answers: Answers): void {
    storage.set(STORAGE_KEYS.checkAnswers, JSON.stringify({ ...read(), [blogId]: answers }));
  },
  all(): [number, Answers][] {
    return Object.entries(read()).flatMap(([id, answers]) =>
      Number.isInteger(Number(id)) ? [[Number(id), answers] as [number, Answers]] : [],
    );
  },
  clear(): void {
    storage.remove(STORAGE_KEYS.checkAnswers);
  },
};
