import { useVisitorHandover } from '../../../hooks/use-visitor-handover';
import { answerChecks } from '../api/checks';
import { visitorAnswers } from '../model/visitor-answers';

/** A visitor's answers to articles' checks, judged again and kept when they sign in. */
export const useVisitorAnswersHandover = (userId: number | undefined) =>
  useVisitorHandover(userId, visitorAnswers, answerChecks);
