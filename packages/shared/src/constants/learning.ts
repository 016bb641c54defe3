/**
 * Learning paths and reading progress: their levels and texts. Their limits are kept with the
 * other limits, numbers a page in any language reads, and given here too.
 */
import { LEARNING_LIMITS } from './limits';

export { LEARNING_LIMITS };

export const PATH_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type PathLevel = (typeof PATH_LEVELS)[number];

export const PATH_LEVEL_LABELS: Record<PathLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const PATH_FORM_MESSAGES = {
  titleLength: `Path title must be ${LEARNING_LIMITS.titleMin} to ${LEARNING_LIMITS.titleMax} characters`,
  slugFormat: 'Slug may contain lower-case letters, digits and single dashes (at most 80)',
  descriptionLength: `Description must be at most ${LEARNING_LIMITS.descriptionMax} characters`,
  level: `Level must be one of: ${PATH_LEVELS.join(', ')}`,
  stepsRequired: 'Add at least one article to the path',
  tooManySteps: `A path has at most ${LEARNING_LIMITS.stepsMax} articles`,
  repeatedStep: 'An article can appear only once in a path',
  unknownArticle: 'Every step must be an existing article',
  coverNotAStep: 'The cover must come from one of the path’s articles',
  slugTaken: 'A path with this slug already exists',
  position: 'position must be a number from 0 to 1',
  progressEmpty: 'Send a position, read or skipped (one or more)',
  tooManyEntries: `At most ${LEARNING_LIMITS.mergeMax} entries at once`,
  repeatedEntry: 'An article can appear only once in entries',
  created: 'Learning path created',
  updated: 'Learning path saved',
  deleted: 'Learning path deleted',
  confirmDelete: 'Delete this learning path? Its articles stay.',
} as const;

export const LEARNING_TEXT = {
  pathsTitle: 'Learning Paths',
  pathsIntro: 'Articles in order, from the first idea to the last. Your progress is kept.',
  pathNotFound: 'Learning path not found',
  noPaths: 'No learning paths yet',
  start: 'Start the path',
  continue: 'Continue',
  completed: 'Completed',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  read: 'Read',
  notRead: 'Not read yet',
  previousStep: 'Previous step',
  nextStep: 'Next step',
  learningTab: 'Learning',
  noLearning: 'You have not started a learning path yet.',
  browsePaths: 'Browse learning paths',
  lockedRest: 'The steps left are premium: subscribe to read them.',
  lockedStepHint: 'This step is premium: the previous and next steps stay open to you.',
} as const;

/** 'Step 3 of 8 in SQL from scratch'. */
export const stepOfPath = (step: number, steps: number, title: string) =>
  `Step ${step} of ${steps} in ${title}`;

/** '3 of 8 read'. */
export const stepsRead = (read: number, steps: number) => `${read} of ${steps} read`;

/** A certificate for a completed path: its page and what it takes. */
export const CERTIFICATE_TEXT = {
  get: 'Get your certificate',
  // A record of what the reader did: the site can tell checks passed, not that a page was read.
  title: 'Record of completion',
  awardedTo: 'This records that',
  completed: 'went through every step of the learning path and passed its checks',
  on: 'on',
  id: 'Certificate ID',
  name: 'Name',
  path: 'Learning path',
  date: 'Date',
  copy: 'Copy',
  copied: (field: string) => `${field} copied to clipboard`,
  print: 'Print',
  linkedIn: 'Add to LinkedIn',
  notFound: 'Certificate not found',
  notComplete: (left: number) =>
    `Finish the path first: ${left === 1 ? '1 step is' : `${left} steps are`} not yet marked read, or their checks not yet passed`,
  issuer: 'CodeGrow',
} as const;
