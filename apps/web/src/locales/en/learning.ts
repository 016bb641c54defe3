import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import {
  CERTIFICATE_TEXT,
  LEARNING_TEXT,
  stepOfPath,
  stepsRead,
} from '@codegrow/shared/constants/learning';

/** A `{{name}}` placeholder given where the spec's text functions take a number. */
const slot = (name: string) => `{{${name}}}` as unknown as number;

/**
 * The learning area's texts: the paths list, a path's page, the reading progress shown at the
 * end of an article, the dashboard's 'Learning' tab and the certificate page. Numbers come
 * already written in the page's digits (`n`, `read`, `steps`, `step`); `count` picks the plural.
 * The reader's name and the path's title stay as written.
 */
export const learning = {
  /** A path's length, on its card and its page. */
  articles_one: '1 article',
  articles_other: '{{n}} articles',
  paths: {
    eyebrow: 'Learn',
    title: LEARNING_TEXT.pathsTitle,
    intro: LEARNING_TEXT.pathsIntro,
    loading: 'Loading learning paths...',
    none: LEARNING_TEXT.noPaths,
  },
  card: {
    premium: '{{n}} premium',
    view: 'View path',
  },
  path: {
    notFound: LEARNING_TEXT.pathNotFound,
    backToPaths: LEARNING_TEXT.pathsTitle,
    loading: 'Loading learning path...',
    tryAgain: 'Try again',
    yourProgress: 'Your progress',
    /** The progress bar's accessible name, with the path's title. */
    progressLabel: '{{title}}: progress',
    start: LEARNING_TEXT.start,
    continue: LEARNING_TEXT.continue,
    completed: LEARNING_TEXT.completed,
    steps: 'Steps',
    /** 'Continue' has nowhere to go: every step not read is one the reader skipped. */
    onlySkippedLeft: 'Every step you have not read is one you skipped.',
    startAgain: 'Start again',
    progressNotSaved: 'Your progress could not be saved. Try again.',
    startAgainConfirm:
      'Start this path again? Its articles will show as not read, here and in any other path that has them. Your answers and certificate stay.',
  },
  steps: {
    /** Read before a step's title by screen readers: 'Step 3: '. */
    step: 'Step {{n}}: ',
    read: LEARNING_TEXT.read,
    locked: READER_MESSAGES.subscribeToRead,
    draft: 'Draft',
    /** A toggle: pressed once the step is skipped; reading the article ends the skip. */
    skip: 'Skip',
    skipped: 'Skipped',
  },
  progress: {
    stepsRead: stepsRead(slot('read'), slot('steps')),
    skipped: '{{n}} skipped',
  },
  lockedRest: {
    text: LEARNING_TEXT.lockedRest,
    subscribe: READER_MESSAGES.subscribeNow,
  },
  /** On an article that is a step of paths. */
  article: {
    stepOfPath: stepOfPath(slot('step'), slot('steps'), '{{title}}'),
    previousStep: LEARNING_TEXT.previousStep,
    nextStep: LEARNING_TEXT.nextStep,
    /** The previous and next links' accessible name, with the path's title. */
    stepLinks: '{{title}}: previous and next steps',
  },
  readMarker: {
    read: LEARNING_TEXT.read,
    notRead: LEARNING_TEXT.notRead,
    markRead: LEARNING_TEXT.markRead,
    markUnread: LEARNING_TEXT.markUnread,
  },
  /** The dashboard's 'Learning' tab. */
  panel: {
    empty: LEARNING_TEXT.noLearning,
    intro: LEARNING_TEXT.pathsIntro,
    browse: LEARNING_TEXT.browsePaths,
    continueAt: `${LEARNING_TEXT.continue}: {{title}}`,
  },
  certificate: {
    get: CERTIFICATE_TEXT.get,
    /** Shown when the server refuses a certificate without saying why. */
    notComplete: CERTIFICATE_TEXT.notComplete(1),
    title: CERTIFICATE_TEXT.title,
    /** The page's title: the path's title, then the certificate's. */
    pageTitle: `{{path}}: ${CERTIFICATE_TEXT.title}`,
    awardedTo: CERTIFICATE_TEXT.awardedTo,
    completed: CERTIFICATE_TEXT.completed,
    onDate: `${CERTIFICATE_TEXT.on} {{date}}`,
    id: CERTIFICATE_TEXT.id,
    name: CERTIFICATE_TEXT.name,
    path: CERTIFICATE_TEXT.path,
    date: CERTIFICATE_TEXT.date,
    /** A field's copy button's accessible name. */
    copyField: `${CERTIFICATE_TEXT.copy} {{field}}`,
    copied: CERTIFICATE_TEXT.copied('{{field}}'),
    print: CERTIFICATE_TEXT.print,
    linkedIn: CERTIFICATE_TEXT.linkedIn,
    notFound: CERTIFICATE_TEXT.notFound,
  },
} as const;
