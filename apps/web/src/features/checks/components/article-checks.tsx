import { fnv1a } from '@codegrow/shared/content/text-hash';
import type { CheckQuestion, CheckResult } from '@codegrow/shared/schemas/checks';
import type { Language } from '@codegrow/shared/i18n/languages';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { useAnswerChecks } from '../api/checks';
import { useFailureMessage } from '../../../hooks/use-failure-message';
import { useHydrated } from '../../../hooks/use-hydrated';
import { visitorAnswers } from '../model/visitor-answers';

/** The answers' rules, fetched when the reader starts answering: not with the article. */
const answerRules = lazyResolver(
  async () => (await import('@codegrow/shared/schemas/checks')).checkAnswersFormSchema,
);

/**
 * The same answers in another order, so that where an answer stands gives nothing away. The
 * order follows from the question's and the answers' ids, not from chance: the server renders
 * the questions and the browser takes its HTML over, so both must lay them out alike.
 */
export function shuffled<T extends { id: string }>(choices: readonly T[], questionId: string): T[] {
  const rank = (choice: T) => fnv1a(`${questionId}:${choice.id}`);
  return [...choices].sort((one, other) => rank(one) - rank(other));
}

export interface QuestionProps {
  question: CheckQuestion;
  number: number;
  chosen: string[];
  result: CheckResult | undefined;
  onChoose: (choiceIds: string[]) => void;
  /** The article's language, which its questions are written in; none: the page's. */
  language?: Language;
}

/** One question as a group of answers to choose from, and once judged, which were right and why. */
export function Question({ question, number, chosen, result, onChoose, language }: QuestionProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const hintId = useId();
  // Closed until the app has the page: hydration would reset answers picked before it.
  const ready = useHydrated();
  const toggle = (id: string, on: boolean) => {
    if (!question.multiple) return onChoose([id]);
    onChoose(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  };
  return (
    <fieldset
      aria-describedby={hintId}
      disabled={result !== undefined || !ready}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">
        {formatCount(number)}. <span lang={language}>{question.text}</span>
      </legend>
      <p id={hintId} className="text-sm text-slate-500 dark:text-slate-400">
        {question.multiple ? t('checks.question.pickAll') : t('checks.question.pickOne')}
      </p>
      <ul className="mt-3 space-y-2">
        {question.choices.map((choice) => {
          const picked = chosen.includes(choice.id);
          const right = result?.correctChoiceIds.includes(choice.id) ?? false;
          return (
            <li key={choice.id}>
              <label
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-slate-800 dark:text-slate-200',
                  result && right
                    ? 'border-emerald-400 bg-emerald-50 dark:border-emerald-400/50 dark:bg-emerald-500/10'
                    : result && picked
                      ? 'border-rose-300 bg-rose-50 dark:border-rose-400/40 dark:bg-rose-500/10'
                      : 'border-slate-200 dark:border-slate-700',
                )}
              >
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={question.id}
                  value={choice.id}
                  checked={picked}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                  className="mt-1 accent-indigo-600"
                />
                <span lang={language} className="min-w-0 flex-1">
                  {choice.text}
                </span>
                {result && right && (
                  <span className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
                    {t('checks.question.right')}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {result && (
        <div className="mt-3 flex gap-2 text-sm">
          {result.correct ? (
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
          ) : (
            <CircleX aria-hidden="true" className="size-5 shrink-0 text-rose-600" />
          )}
          <p className="text-slate-700 dark:text-slate-300">
            <strong>
              {t('checks.question.verdict', {
                verdict: result.correct ? t('checks.question.right') : t('checks.question.wrong'),
              })}
            </strong>{' '}
            <span lang={language}>{result.explanation}</span>
          </p>
        </div>
      )}
    </fieldset>
  );
}

interface ArticleChecksProps {
  blogId: number;
  /** The article's language, which its questions are written in. */
  language: Language;
  /** The article's questions (GET /api/blogs/:id/checks); the caller fetched them. */
  asked: CheckQuestion[];
  isAuthenticated: boolean;
}

/**
 * 'Check yourself' at the end of an article: its questions, answers in a shuffled order, sent
 * to the server to be judged (the page never holds a right answer before that). A visitor's
 * answers are kept in the browser and handed to their account when they sign in.
 */
export function ArticleChecks({ asked, ...props }: ArticleChecksProps) {
  const questions = useMemo(
    () =>
      asked.map((question) => ({ ...question, choices: shuffled(question.choices, question.id) })),
    [asked],
  );
  if (questions.length === 0) return null;
  // A form for these questions: other ones (the article edited meanwhile) start a new one.
  const key = questions.map((question) => question.id).join();
  return <ChecksForm key={key} questions={questions} {...props} />;
}

/** Each question unanswered. */
const unanswered = (questions: CheckQuestion[]) => ({
  answers: Object.fromEntries(questions.map((question) => [question.id, [] as string[]])),
});

/** The questions as a form: every one answered, then sent to be judged. */
function ChecksForm({
  blogId,
  questions,
  isAuthenticated,
  language,
}: Omit<ArticleChecksProps, 'asked'> & { questions: CheckQuestion[] }) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const failure = useFailureMessage();
  const headingId = useId();
  const answer = useAnswerChecks(blogId);
  const form = useForm({
    resolver: answerRules.resolver,
    defaultValues: unanswered(questions),
    shouldFocusError: false,
    // 'Answer every question' stays until the answers are sent again.
    reValidateMode: 'onSubmit',
  });
  const incomplete = form.formState.errors.answers !== undefined;
  const [results, setResults] = useState<CheckResult[] | null>(null);

  const resultOf = (id: string) => results?.find((result) => result.questionId === id);
  const right = results?.filter((result) => result.correct).length ?? 0;

  const submit = form.handleSubmit(({ answers }) =>
    answer.mutate(answers, {
      onSuccess: ({ results: judged }) => {
        setResults(judged);
        if (!isAuthenticated) visitorAnswers.keep(blogId, answers);
      },
      onError: (error) => toast.error(failure(error, t('checks.article.failed'))),
    }),
  );
  const again = () => {
    setResults(null);
    form.reset();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 rounded-2xl border border-indigo-200 bg-indigo-50/40 p-5 sm:p-6 dark:border-indigo-400/30 dark:bg-indigo-500/5"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {t('checks.article.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('checks.article.intro')}</p>
      <form
        onSubmit={submit}
        // Safari focuses neither a radio nor a button on a click: a choice also starts the fetch.
        onFocus={answerRules.preload}
        onChange={answerRules.preload}
        className="mt-5 space-y-4"
        noValidate
      >
        {questions.map((question, index) => (
          <Controller
            key={question.id}
            control={form.control}
            name={`answers.${question.id}`}
            render={({ field }) => (
              <Question
                question={question}
                number={index + 1}
                chosen={field.value}
                result={resultOf(question.id)}
                onChoose={field.onChange}
                language={language}
              />
            )}
          />
        ))}
        {incomplete && (
          <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-300">
            {t('checks.article.answerAll')}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {results ? (
            <>
              <p role="status" className="font-semibold text-slate-900 dark:text-white">
                {t('checks.article.score', {
                  right: formatCount(right),
                  total: formatCount(questions.length),
                })}
              </p>
              <Button variant="outline" onClick={again}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('checks.article.retry')}
              </Button>
            </>
          ) : (
            <Button type="submit" pending={answer.isPending}>
              {t('checks.article.submit')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
