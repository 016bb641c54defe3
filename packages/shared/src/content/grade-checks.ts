import type { CheckAnswers, CheckResult } from '../schemas/checks';
import type { QuizQuestion } from './quiz-block';

/** The questions without what only the answer may show: what readers get before answering. */
export const askedQuestions = (questions: QuizQuestion[]) =>
  questions.map(({ id, text, multiple, choices }) => ({
    id,
    text,
    multiple,
    choices: choices.map((choice) => ({ id: choice.id, text: choice.text })),
  }));

/** Whether every answer names a question of the article and one of its choices. */
export function answersFit(questions: QuizQuestion[], answers: CheckAnswers['answers']): boolean {
  return Object.entries(answers).every(([questionId, chosen]) => {
    const question = questions.find((candidate) => candidate.id === questionId);
    return (
      question !== undefined && chosen.every((id) => question.choices.some((c) => c.id === id))
    );
  });
}

/**
 * Each answered question judged: right when the reader chose exactly its right answers. The
 * explanation says why the right answers are right, after why the wrong ones chosen are not.
 */
export function gradeChecks(
  questions: QuizQuestion[],
  answers: CheckAnswers['answers'],
): CheckResult[] {
  return questions.flatMap((question) => {
    const chosen = answers[question.id];
    if (!chosen) return [];
    const right = question.choices.filter((choice) => choice.correct);
    const picked = new Set(chosen);
    const correct = picked.size === right.length && right.every((choice) => picked.has(choice.id));
    const wrongPicked = question.choices.filter(
      (choice) => !choice.correct && picked.has(choice.id),
    );
    const explanation = [...wrongPicked, ...right]
      .flatMap((choice) => (choice.explanation ? [choice.explanation] : []))
      .join(' ');
    return [
      {
        questionId: question.id,
        correct,
        correctChoiceIds: right.map((choice) => choice.id),
        explanation,
      },
    ];
  });
}
