import { CHECK_TEXT } from '@codegrow/shared/constants/checks';
import { quizErrorMessage, quizOf } from '@codegrow/shared/content/quiz-block';
import { CircleCheck, Circle } from 'lucide-react';

/**
 * The article's ```quiz block as its author checks it: each question with its right answers
 * marked and their explanations, or the first thing wrong with the block, by line (the same
 * sentence saving the article gives).
 */
export function QuizPreview({ content }: { content: string }) {
  const quiz = quizOf(content);
  if (!quiz.ok) {
    return (
      <p
        role="alert"
        className="mt-8 rounded-lg border border-rose-300 bg-rose-50 p-3 text-sm text-rose-800 dark:border-rose-400/40 dark:bg-rose-500/10 dark:text-rose-200"
      >
        {quizErrorMessage(quiz.error)}
      </p>
    );
  }
  if (quiz.questions.length === 0) return null;
  return (
    <section
      aria-label={CHECK_TEXT.preview}
      className="mt-8 rounded-xl border border-indigo-200 p-4 dark:border-indigo-400/30"
    >
      <h2 className="font-semibold text-slate-900 dark:text-white">{CHECK_TEXT.preview}</h2>
      <ol className="mt-3 list-decimal space-y-4 pl-5">
        {quiz.questions.map((question) => (
          <li key={question.id} className="text-slate-800 dark:text-slate-200">
            <p className="font-medium">{question.text}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {question.choices.map((choice) => (
                <li key={choice.id} className="flex gap-2">
                  {choice.correct ? (
                    <CircleCheck
                      aria-label={CHECK_TEXT.right}
                      className="mt-0.5 size-4 shrink-0 text-emerald-600"
                    />
                  ) : (
                    <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                  )}
                  <span>
                    {choice.text}
                    {choice.explanation && (
                      <span className="block text-slate-500 dark:text-slate-400">
                        {choice.explanation}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
