import { describe, expect, it } from 'vitest';
import { QUIZ_ERRORS } from '../constants/checks';
import {
  findQuizBlock,
  parseQuiz,
  quizErrorMessage,
  quizOf,
  textId,
  withoutQuizBlock,
} from './quiz-block';

const article = (block: string) =>
  ['# Joins', '', 'Some text.', '', '```quiz', block, '```', ''].join('\n');

const JOINS = [
  '? Which join keeps every row of the left table?',
  '- INNER JOIN',
  '+ LEFT JOIN',
  "  > It keeps the left table's unmatched rows, with NULLs on the right.",
  '- CROSS JOIN',
  '',
  '? Which of these filter rows?',
  '+ WHERE',
  '  > WHERE filters rows before grouping.',
  '+ HAVING',
  '  > HAVING filters groups after grouping.',
  '- ORDER BY',
  '  > ORDER BY sorts; it keeps every row.',
].join('\n');

describe('the quiz block', () => {
  it('reads questions, right and wrong answers, explanations and multiple choice', () => {
    const parsed = quizOf(article(JOINS));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [first, second] = parsed.questions;
    expect(first).toMatchObject({
      text: 'Which join keeps every row of the left table?',
      multiple: false,
      choices: [
        { text: 'INNER JOIN', correct: false, explanation: null },
        {
          text: 'LEFT JOIN',
          correct: true,
          explanation: "It keeps the left table's unmatched rows, with NULLs on the right.",
        },
        { text: 'CROSS JOIN', correct: false, explanation: null },
      ],
    });
    expect(second?.multiple).toBe(true);
    expect(second?.choices.map((choice) => choice.explanation)).toEqual([
      'WHERE filters rows before grouping.',
      'HAVING filters groups after grouping.',
      'ORDER BY sorts; it keeps every row.',
    ]);
  });

  it('gives each question and answer an id from its text, the same wherever it stands', () => {
    const parsed = quizOf(article(JOINS));
    const moved = quizOf(article(JOINS.split('\n\n').reverse().join('\n\n')));
    if (!parsed.ok || !moved.ok) throw new Error('both parse');
    expect(parsed.questions[0]?.id).toBe(textId('Which join keeps every row of the left table?'));
    expect(moved.questions[1]).toEqual(parsed.questions[0]);
  });

  it('is taken out of what readers see, and an article without one has no questions', () => {
    expect(withoutQuizBlock(article(JOINS))).toBe('# Joins\n\nSome text.');
    expect(withoutQuizBlock('# Plain')).toBe('# Plain');
    expect(quizOf('# Plain\n\n```sql\nSELECT 1;\n```')).toEqual({ ok: true, questions: [] });
  });

  it.each([
    ['LEFT JOIN\n+ x\n  > y\n- z', 6, QUIZ_ERRORS.unknownLine],
    ['+ LEFT JOIN\n  > y\n- z', 6, QUIZ_ERRORS.questionFirst],
    ['? Which?\n> too early\n+ a\n  > b\n- c', 7, QUIZ_ERRORS.explanationFirst],
    ['? Which?\n+ only one', 6, QUIZ_ERRORS.tooFewChoices],
    ['? Which?\n- a\n- b', 6, QUIZ_ERRORS.noRightChoice],
    ['? Which?\n+ a\n- b', 7, QUIZ_ERRORS.unexplained],
    ['? Which?\n+ a\n  > why\n- A', 9, QUIZ_ERRORS.repeatedChoice],
    ['? Which?\n+ a\n  > why\n- b\n\n? which?\n+ a', 11, QUIZ_ERRORS.repeatedQuestion],
    ['? \n+ a', 6, QUIZ_ERRORS.emptyLine],
    ['', 6, QUIZ_ERRORS.noQuestions],
  ])('refuses %j at line %i', (block, line, reason) => {
    expect(quizOf(article(block))).toEqual({ ok: false, error: { line, reason } });
  });

  it('refuses more questions, answers or text than a block may hold', () => {
    const question = (n: number) => `? Question ${n}?\n+ yes\n  > because\n- no`;
    const six = [1, 2, 3, 4, 5, 6].map(question).join('\n\n');
    expect(quizOf(article(six))).toMatchObject({
      ok: false,
      error: { reason: QUIZ_ERRORS.tooManyQuestions },
    });
    const nine = ['? Many?', '+ a', '  > why', ...'bcdefghi'.split('').map((c) => `- ${c}`)].join(
      '\n',
    );
    expect(quizOf(article(nine))).toMatchObject({
      ok: false,
      error: { reason: QUIZ_ERRORS.tooManyChoices },
    });
    expect(quizOf(article(`? ${'x'.repeat(501)}`))).toMatchObject({
      ok: false,
      error: { reason: QUIZ_ERRORS.tooLong },
    });
  });

  it('keeps hostile text as text: markup is a question like any other', () => {
    const parsed = quizOf(
      article(
        '? <img src=x onerror=alert(1)>?\n+ <script>alert(1)</script>\n  > "quotes" & <b>\n- b',
      ),
    );
    expect(parsed).toMatchObject({
      ok: true,
      questions: [
        {
          text: '<img src=x onerror=alert(1)>?',
          choices: [{ text: '<script>alert(1)</script>' }, {}],
        },
      ],
    });
  });

  it('finds the block with any fence, and an unclosed one runs to the end', () => {
    expect(findQuizBlock('Text\n\n~~~~ quiz\n? A?\n~~~~\n')?.source).toBe('? A?\n');
    expect(findQuizBlock('Text\n\n```quiz\n? A?\n+ b')?.source).toBe('? A?\n+ b');
    expect(findQuizBlock('```sql\nSELECT 1;\n```')).toBeNull();
    expect(parseQuiz({ source: '? A?', firstLine: 3 })).toMatchObject({ error: { line: 3 } });
  });

  it('names the line and the reason in one sentence', () => {
    expect(quizErrorMessage({ line: 12, reason: QUIZ_ERRORS.noRightChoice })).toBe(
      "Quiz block, line 12: a question needs at least one right answer ('+')",
    );
  });
});
