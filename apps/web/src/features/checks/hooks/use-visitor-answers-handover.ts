import { useEffect } from 'react';
import { answerChecks } from '../api/checks';
import { visitorAnswers } from '../model/visitor-answers';

/**
 * When a visitor signs in, the answers they gave as a visitor are sent again, to be judged and
 * kept for the account, as their reading progress is. An article they may not read (or that
 * changed its questions) refuses its answers; those are dropped with the rest.
 */
export function useVisitorAnswersHandover(userId: number | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    const kept = visitorAnswers.all();
    if (kept.length === 0) return;
    visitorAnswers.clear();
    for (const [blogId, answers] of kept) answerChecks(blogId, answers).catch(() => undefined);
  }, [userId]);
}
