import { describe, expect, it } from 'vitest';
import { CHECK_TEXT } from '../constants/checks';
import { checkAnswersFormSchema, reviewAnswerFormSchema } from './checks';
import { firstFormError } from './form';

describe("the article's questions as a form", () => {
  it('sends the answers as the server takes them, by question id', () => {
    const answers = { k3j9x: ['a1'], '1942': ['b1', 'b2'] };
    expect(checkAnswersFormSchema.parse({ answers })).toEqual({ answers });
  });

  it('asks for every question to be answered first, on the one left unanswered', () => {
    expect(firstFormError(checkAnswersFormSchema, { answers: { q1: ['a1'], q2: [] } })).toEqual({
      field: 'answers.q2',
      msg: CHECK_TEXT.answerAll,
    });
  });

  it("then keeps to the server's rules for the answers", () => {
    const tooLong = { answers: { q1: ['a'.repeat(21)] } };
    expect(firstFormError(checkAnswersFormSchema, tooLong)?.msg).toBe(CHECK_TEXT.answersInvalid);
  });
});

describe('a review card as a form', () => {
  it('takes the chosen answers', () => {
    expect(reviewAnswerFormSchema.parse({ choiceIds: ['a1'] })).toEqual({ choiceIds: ['a1'] });
  });

  it('asks for the question to be answered first', () => {
    expect(firstFormError(reviewAnswerFormSchema, { choiceIds: [] })).toEqual({
      field: 'choiceIds',
      msg: CHECK_TEXT.answerAll,
    });
  });
});
