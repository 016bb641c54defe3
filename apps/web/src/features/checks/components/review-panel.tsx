import { reviewAnswerFormSchema, type CheckResult } from '@codegrow/shared/schemas/checks';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Repeat } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { endOfSiteDay } from '@codegrow/shared/time/site-day';
import { useFormats } from '../../../lib/i18n/use-formats';
import { toast } from '../../../lib/toast';
import { getChecksQueryOptions } from '../api/checks';
import { useAnswerReview, useReviewCards } from '../api/review';
import { useFailureMessage } from '../../../hooks/use-failure-message';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { Question } from './article-checks';
import { ReminderSwitch } from './reminder-switch';

type Card = { questionId: string; blogId: number; dueAt: string };

/** One card: its question read from its article's checks, answered, judged, rescheduled. */
function ReviewCard({
  card,
  viewer,
  onReviewed,
  onNext,
}: {
  card: Card;
  viewer: string;
  onReviewed: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const { formatDay } = useFormats();
  const failure = useFailureMessage();
  const checks = useQuery(getChecksQueryOptions(card.blogId, viewer));
  const answer = useAnswerReview(viewer);
  const { form } = useSpecForm(reviewAnswerFormSchema, { choiceIds: [] });
  const [outcome, setOutcome] = useState<{ result: CheckResult; dueAt: string } | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const question = checks.data?.questions.find((candidate) => candidate.id === card.questionId);

  if (checks.isPending) return <Skeleton className="h-48 w-full rounded-xl" />;
  if (!question) {
    return (
      <div className="space-y-3">
        <p className="text-slate-600 dark:text-slate-400">{t('messages.learning.questionGone')}</p>
        <Button variant="outline" onClick={onNext}>
          {t('checks.review.next')}
        </Button>
      </div>
    );
  }
  const send = ({ choiceIds }: { choiceIds: string[] }) =>
    answer.mutate(
      { blogId: card.blogId, questionId: card.questionId, choiceIds },
      {
        onSuccess: (judged) => {
          setOutcome(judged);
          onReviewed();
          // The keyboard goes on from where the answer is read: the way to the next card.
          requestAnimationFrame(() => nextRef.current?.focus());
        },
        onError: (error) => toast.error(failure(error, t('checks.article.failed'))),
      },
    );
  // Said in a toast, as it always was: the card's one question is right above.
  const unanswered = () => toast.error(t('checks.article.answerAll'));
  // Made when submitted: `send` reaches for the Next button's ref, which rendering must not.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(send, unanswered)(event);
  return (
    <form onSubmit={submit} className="space-y-4">
      <Controller
        control={form.control}
        name="choiceIds"
        render={({ field }) => (
          <Question
            question={question}
            number={1}
            chosen={field.value}
            result={outcome?.result}
            onChoose={field.onChange}
            language={checks.data?.language}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {outcome ? (
          <>
            <p className="text-slate-600 dark:text-slate-400">
              {t('checks.review.nextDue', { date: formatDay(outcome.dueAt) })}
            </p>
            <Button ref={nextRef} onClick={onNext}>
              {t('checks.review.next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </>
        ) : (
          <Button type="submit" pending={answer.isPending}>
            {t('checks.review.submit')}
          </Button>
        )}
        <Link
          to={paths.blog.getHref(card.blogId)}
          className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        >
          {t('checks.review.openArticle')}
        </Link>
      </div>
    </form>
  );
}

/**
 * The dashboard's 'Review' tab: the questions due today, one at a time. The day's cards are
 * taken once when the tab opens, so answering one does not reshuffle the rest.
 */
export function ReviewPanel({ viewer }: { viewer: string }) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const review = useReviewCards(viewer);
  const [today] = useState(() => endOfSiteDay(new Date()).getTime());
  const [position, setPosition] = useState(0);
  const [reviewed, setReviewed] = useState(0);

  if (review.isPending) return <Skeleton className="h-48 w-full rounded-xl" />;
  const due = (review.data?.cards ?? []).filter((card) => Date.parse(card.dueAt) <= today);
  const card = due[position];
  const done = (review.data?.reviews_done ?? 0) + reviewed;

  return (
    <section aria-labelledby="review-heading" className="space-y-5">
      <div>
        <h2 id="review-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          {t('checks.review.heading')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
          {t('checks.review.intro')}
        </p>
        <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {due.length > 0 &&
            `${t('checks.review.due', { count: due.length, n: formatCount(due.length) })} · `}
          {t('checks.review.reviewsDone', { count: done, n: formatCount(done) })}
        </p>
      </div>
      <ReminderSwitch />
      {due.length === 0 && (
        <PagePlaceholder icon={Repeat} title={t('checks.review.nothingDue')}>
          {t('checks.review.nothingDueHint')}
        </PagePlaceholder>
      )}
      {due.length > 0 && !card && (
        <p role="status" className="font-semibold text-slate-900 dark:text-white">
          {t('checks.review.done')}
        </p>
      )}
      {card && (
        <div>
          <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">
            {t('checks.review.of', {
              index: formatCount(position + 1),
              total: formatCount(due.length),
            })}
          </p>
          <ReviewCard
            key={`${card.blogId}-${card.questionId}`}
            card={card}
            viewer={viewer}
            onReviewed={() => setReviewed((count) => count + 1)}
            onNext={() => setPosition((index) => index + 1)}
          />
        </div>
      )}
    </section>
  );
}
