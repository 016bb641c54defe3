/** Checks at the end of an article: limits of a ```quiz block, what is wrong with one, the texts. */
export const CHECK_LIMITS = {
  questionsMax: 5,
  choicesMin: 2,
  choicesMax: 8,
  textMax: 500,
  /** Answers a reader may send for one question at most (every choice). */
  answersMax: 8,
} as const;

export const QUIZ_ERRORS = {
  prefix: 'Quiz block',
  unknownLine:
    "each line starts with '?' (a question), '+' (a right answer), '-' (a wrong one) or '>' (an explanation)",
  emptyLine: 'this line has nothing after its mark',
  tooLong: `a line is at most ${CHECK_LIMITS.textMax} characters`,
  questionFirst: "start with a question ('?')",
  explanationFirst: "an explanation ('>') goes under the answer it explains",
  tooFewChoices: `a question needs at least ${CHECK_LIMITS.choicesMin} answers`,
  tooManyChoices: `a question has at most ${CHECK_LIMITS.choicesMax} answers`,
  noRightChoice: "a question needs at least one right answer ('+')",
  unexplained: "a right answer needs its explanation ('>' on the line under it)",
  repeatedChoice: 'two answers of this question say the same',
  repeatedQuestion: 'this question is asked twice',
  tooManyQuestions: `a block has at most ${CHECK_LIMITS.questionsMax} questions`,
  noQuestions: "the block has no question ('?')",
} as const;

export const CHECK_TEXT = {
  heading: 'Check yourself',
  intro: 'A few questions on what you just read. Your answers are checked when you send them.',
  pickOne: 'Choose one answer.',
  pickAll: 'Choose every right answer.',
  submit: 'Check my answers',
  retry: 'Try again',
  right: 'Right',
  wrong: 'Not quite',
  score: (right: number, total: number) => `${right} of ${total} right`,
  answerAll: 'Answer every question first.',
  failed: 'Your answers could not be checked. Try again.',
  preview: 'Questions readers will see',
  answersInvalid: 'answers must name questions of this article and their answers',
} as const;

export const REVIEW_TEXT = {
  tab: 'Review',
  heading: 'Review',
  intro:
    'Questions you missed come back here, spaced out so they stick: a little later when you get them right, sooner when you do not.',
  nothingDue: 'Nothing to review today',
  nothingDueHint: 'Questions you miss in an article’s checks come back here.',
  due: (cards: number) =>
    cards === 1 ? '1 question to review today' : `${cards} questions to review today`,
  of: (index: number, total: number) => `Question ${index} of ${total}`,
  openArticle: 'Open the article',
  submit: 'Check',
  next: 'Next question',
  done: 'All done for today.',
  reviewsDone: (count: number) => (count === 1 ? '1 review done' : `${count} reviews done`),
  nextDue: 'Back for review on',
  cardNotFound: 'This question is not in your review',
  questionGone: 'This question is no longer in its article',
} as const;

export const REMINDER_TEXT = {
  label: 'E-mail me on days when questions are due for review',
  on: 'You will get an e-mail on days when questions are due.',
  off: 'No review e-mails.',
  failed: 'Your choice could not be saved. Try again.',
  subject: (cards: number) =>
    cards === 1 ? '1 question is waiting for review' : `${cards} questions are waiting for review`,
  body: (cards: number, reviewUrl: string, unsubscribeUrl: string) =>
    [
      `${cards === 1 ? 'One question you missed is' : `${cards} questions you missed are`} due for review today.`,
      '',
      `Review them: ${reviewUrl}`,
      '',
      `You get this e-mail because you asked for review reminders. Stop them: ${unsubscribeUrl}`,
    ].join('\n'),
  unsubscribeTitle: 'Stop review reminders',
  unsubscribeButton: 'Stop the e-mails',
  unsubscribed: 'Review reminders are off. You can turn them on again on your dashboard.',
  badLink: 'This unsubscribe link is not valid.',
} as const;

/** 'Complete the map': a reader rebuilds an article's mind map from its hidden labels. */
export const MAP_CHECK_TEXT = {
  start: 'Complete the map',
  intro:
    'Every label but the centre’s is hidden. Type or choose each one, then check: the map shows which are right and links each to its section.',
  node: (number: number) => `Label ${number}`,
  submit: 'Check the map',
  score: (right: number, total: number) => `${right} of ${total} labels right`,
  complete: 'The map is complete: it counts as a check of this article.',
  readSection: 'Read its section',
  retry: 'Try the wrong ones again',
  stop: 'Show the whole map',
  fillAll: 'Fill in every label first.',
  failed: 'The map could not be checked. Try again.',
  labelsInvalid: 'labels must name the nodes of this map, each label at most 200 characters',
} as const;
