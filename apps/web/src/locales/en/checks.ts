import { CHECK_TEXT, REMINDER_TEXT, REVIEW_TEXT } from '@codegrow/shared/constants/checks';

/** A `{{name}}` placeholder given where the spec's text functions take a number. */
const slot = (name: string) => `{{${name}}}` as unknown as number;

/**
 * The checks area's texts: 'Check yourself' at the end of an article and the dashboard's
 * review. Counts are given as `n`, already written in the page's digits; `count` picks the
 * plural. The admin's quiz-authoring errors (QUIZ_ERRORS) stay in English.
 */
export const checks = {
  article: {
    heading: CHECK_TEXT.heading,
    intro: CHECK_TEXT.intro,
    submit: CHECK_TEXT.submit,
    retry: CHECK_TEXT.retry,
    score: CHECK_TEXT.score(slot('right'), slot('total')),
    answerAll: CHECK_TEXT.answerAll,
    failed: CHECK_TEXT.failed,
  },
  question: {
    pickOne: CHECK_TEXT.pickOne,
    pickAll: CHECK_TEXT.pickAll,
    right: CHECK_TEXT.right,
    wrong: CHECK_TEXT.wrong,
    /** 'Right.' or 'Not quite.' before the explanation. */
    verdict: '{{verdict}}.',
  },
  review: {
    heading: REVIEW_TEXT.heading,
    intro: REVIEW_TEXT.intro,
    nothingDue: REVIEW_TEXT.nothingDue,
    nothingDueHint: REVIEW_TEXT.nothingDueHint,
    due_one: REVIEW_TEXT.due(1),
    due_other: REVIEW_TEXT.due(slot('n')),
    of: REVIEW_TEXT.of(slot('index'), slot('total')),
    openArticle: REVIEW_TEXT.openArticle,
    submit: REVIEW_TEXT.submit,
    next: REVIEW_TEXT.next,
    done: REVIEW_TEXT.done,
    reviewsDone_one: REVIEW_TEXT.reviewsDone(1),
    reviewsDone_other: REVIEW_TEXT.reviewsDone(slot('n')),
    nextDue: `${REVIEW_TEXT.nextDue} {{date}}`,
  },
  reminders: {
    label: REMINDER_TEXT.label,
    on: REMINDER_TEXT.on,
    off: REMINDER_TEXT.off,
    failed: REMINDER_TEXT.failed,
  },
} as const;
