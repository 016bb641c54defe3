import { CHECK_LIMITS, QUIZ_ERRORS } from '../constants/checks';
import { fnv1a } from './text-hash';

/**
 * Checks at the end of an article: the ```quiz block an author writes in the Markdown.
 *
 *     ? Which join keeps every row of the left table?
 *     - INNER JOIN
 *     + LEFT JOIN
 *       > It keeps the left table's unmatched rows, with NULLs on the right.
 *     - CROSS JOIN
 *
 * `?` starts a question, `+` a right answer, `-` a wrong one, `>` under an answer its
 * explanation; two or more `+` make it multiple choice; a blank line between questions. The
 * block's text is only ever read as text: it never becomes HTML.
 */

export interface QuizChoice {
  id: string;
  text: string;
  correct: boolean;
  explanation: string | null;
}

export interface QuizQuestion {
  id: string;
  text: string;
  multiple: boolean;
  choices: QuizChoice[];
}

export interface QuizError {
  /** The line of the article's Markdown (1-based) the reason is about. */
  line: number;
  reason: string;
}

export type QuizParse = { ok: true; questions: QuizQuestion[] } | { ok: false; error: QuizError };

/** The article's ```quiz block: where it is in the Markdown, and its own lines. */
export interface QuizBlock {
  /** Offsets of the whole fenced block in the Markdown, fences included. */
  start: number;
  end: number;
  /** The line (1-based) of the block's first line of text, the one after the opening fence. */
  firstLine: number;
  source: string;
}

// A fence of three or more backticks or tildes whose info string is `quiz`, up to the same
// fence closing it (or the end of the text, as CommonMark reads an unclosed fence).
const QUIZ_FENCE =
  /^( {0,3})(`{3,}|~{3,})[ \t]*quiz[ \t]*\r?\n([\s\S]*?)(?:^ {0,3}\2[`~]*[ \t]*(?:\r?\n|$)|(?![\s\S]))/m;

/** The article's ```quiz block, if it has one. */
export function findQuizBlock(markdown: string): QuizBlock | null {
  const match = QUIZ_FENCE.exec(markdown);
  if (!match) return null;
  const start = match.index;
  return {
    start,
    end: start + match[0].length,
    firstLine: markdown.slice(0, start).split('\n').length + 1,
    source: match[3] ?? '',
  };
}

/** The Markdown without its ```quiz block: what readers' pages, feeds and search see. */
export function withoutQuizBlock(markdown: string): string {
  const block = findQuizBlock(markdown);
  if (!block) return markdown;
  return `${markdown.slice(0, block.start).trimEnd()}\n${markdown.slice(block.end)}`.trimEnd();
}

/**
 * What search reads of an article when it is not the Markdown itself: the body without its
 * ```quiz block; null for an article without one (search reads `content` then).
 */
export const searchableBody = (markdown: string): string | null =>
  findQuizBlock(markdown) ? withoutQuizBlock(markdown) : null;

/**
 * A short, stable id for a question or an answer, from its text (FNV-1a): a reader's results
 * stay with a question however the block around it is reordered.
 */
export function textId(text: string): string {
  return fnv1a(text).toString(36);
}

interface Draft {
  line: number;
  text: string;
  choices: (QuizChoice & { line: number })[];
}

function finish(draft: Draft): QuizError | QuizQuestion {
  const right = draft.choices.filter((choice) => choice.correct);
  if (draft.choices.length < CHECK_LIMITS.choicesMin) {
    return { line: draft.line, reason: QUIZ_ERRORS.tooFewChoices };
  }
  if (right.length === 0) return { line: draft.line, reason: QUIZ_ERRORS.noRightChoice };
  const unexplained = right.find((choice) => !choice.explanation);
  if (unexplained) return { line: unexplained.line, reason: QUIZ_ERRORS.unexplained };
  const texts = draft.choices.map((choice) => choice.text.toLowerCase());
  const repeated = draft.choices.find((_, index) => texts.indexOf(texts[index] ?? '') !== index);
  if (repeated) return { line: repeated.line, reason: QUIZ_ERRORS.repeatedChoice };
  return {
    id: textId(draft.text),
    text: draft.text,
    multiple: right.length > 1,
    choices: draft.choices.map(({ line: _line, ...choice }) => choice),
  };
}

/** Reads one line of the block into `questions` and the question being written. */
type Step = { draft: Draft | null; error?: QuizError };

function readLine(raw: string, line: number, draft: Draft | null, done: QuizQuestion[]): Step {
  const text = raw.trim();
  if (text === '') return { draft };
  const marker = text[0];
  const rest = text.slice(1).trim();
  const fail = (reason: string): Step => ({ draft, error: { line, reason } });
  if (marker !== '?' && marker !== '+' && marker !== '-' && marker !== '>') {
    return fail(QUIZ_ERRORS.unknownLine);
  }
  if (rest === '') return fail(QUIZ_ERRORS.emptyLine);
  if (rest.length > CHECK_LIMITS.textMax) return fail(QUIZ_ERRORS.tooLong);
  if (marker === '?') {
    if (done.length + 1 > CHECK_LIMITS.questionsMax) return fail(QUIZ_ERRORS.tooManyQuestions);
    if (done.some((question) => question.text.toLowerCase() === rest.toLowerCase())) {
      return fail(QUIZ_ERRORS.repeatedQuestion);
    }
    return { draft: { line, text: rest, choices: [] } };
  }
  if (!draft) return fail(QUIZ_ERRORS.questionFirst);
  if (marker === '>') {
    const last = draft.choices.at(-1);
    if (!last) return fail(QUIZ_ERRORS.explanationFirst);
    last.explanation = last.explanation ? `${last.explanation} ${rest}` : rest;
    return { draft };
  }
  if (draft.choices.length >= CHECK_LIMITS.choicesMax) return fail(QUIZ_ERRORS.tooManyChoices);
  draft.choices.push({
    id: textId(rest),
    text: rest,
    correct: marker === '+',
    explanation: null,
    line,
  });
  return { draft };
}

/** The questions of a ```quiz block, or the first thing wrong with it, by the article's line. */
export function parseQuiz(block: Pick<QuizBlock, 'source' | 'firstLine'>): QuizParse {
  const questions: QuizQuestion[] = [];
  let draft: Draft | null = null;
  const lines = block.source.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = block.firstLine + index;
    const startsQuestion = raw.trim().startsWith('?');
    if (startsQuestion && draft) {
      const question = finish(draft);
      if ('reason' in question) return { ok: false, error: question };
      questions.push(question);
      draft = null;
    }
    const step = readLine(raw, line, draft, questions);
    if (step.error) return { ok: false, error: step.error };
    draft = step.draft;
  }
  if (draft) {
    const question = finish(draft);
    if ('reason' in question) return { ok: false, error: question };
    questions.push(question);
  }
  if (questions.length === 0) {
    return { ok: false, error: { line: block.firstLine, reason: QUIZ_ERRORS.noQuestions } };
  }
  return { ok: true, questions };
}

/** The article's checks: none without a block, the questions, or what is wrong with the block. */
export function quizOf(markdown: string): QuizParse {
  const block = findQuizBlock(markdown);
  return block ? parseQuiz(block) : { ok: true, questions: [] };
}

/** 'Quiz block, line 12: a question needs at least one right answer ('+')' */
export const quizErrorMessage = (error: QuizError): string =>
  `${QUIZ_ERRORS.prefix}, line ${error.line}: ${error.reason}`;
