import type { User } from '@codegrow/shared/schemas/user';
import { ArrowRight, BadgeCheck, Gift, LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { isNotFoundError } from '../../../lib/api-client';
import { serverMessageOr } from '../../../lib/api-error-message';
import { useFormats } from '../../../lib/i18n/use-formats';
import { toast } from '../../../lib/toast';
import { useGiftLink, useRedeemGift } from '../api/gift-link';

interface GiftRedemptionProps {
  /** The link's token (`?token=`); empty when the address has none. */
  token: string;
  signedIn: boolean;
  /** Who is signed in is not known yet: no sign-in buttons until it is. */
  sessionPending: boolean;
  subscribed: boolean;
  /** The gift is the reader's: their account as the server now has it. */
  onRedeemed: (user: User) => void;
}

const card =
  'rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900';

/**
 * A gift link's page: who gave it and their message; the way to redeem it, once signed in (a
 * visitor signs in or signs up and comes back here); or why it cannot be redeemed.
 */
export function GiftRedemption({
  token,
  signedIn,
  sessionPending,
  subscribed,
  onRedeemed,
}: GiftRedemptionProps) {
  const { t } = useTranslation();
  const { formatLongDay } = useFormats();
  const link = useGiftLink(token);
  const redeem = useRedeemGift();

  if (redeem.isSuccess) {
    return (
      <Panel icon={<BadgeCheck className="size-6" />} tone="success" title={redeem.data.message}>
        <Link to={paths.blogs.getHref()} className={buttonVariants({ className: 'mt-6' })}>
          {t('subscription.gift.startReading')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Panel>
    );
  }
  if (token === '' || (link.isError && isNotFoundError(link.error))) {
    return <Problem title={t('messages.gift.invalidLink')} />;
  }
  if (link.isError) {
    return (
      <Problem title={t('subscription.gift.loadFailed')}>
        <Button variant="outline" className="mt-6" onClick={() => void link.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('subscription.gift.tryAgain')}
        </Button>
      </Problem>
    );
  }
  if (!link.data) {
    return (
      <div role="status" className={`${card} space-y-4`}>
        <span className="sr-only">{t('subscription.gift.loading')}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (link.data.state === 'redeemed') return <Problem title={t('messages.gift.alreadyRedeemed')} />;
  if (link.data.state !== 'sent') return <Problem title={t('messages.gift.expired')} />;

  const { from_name: from, message, expires_at: expiresAt } = link.data;
  const take = () =>
    redeem.mutate(token, {
      onSuccess: (answer) => {
        onRedeemed(answer.user);
        toast.success(answer.message);
      },
      onError: (caught) => toast.error(serverMessageOr(caught, t('messages.gift.invalidLink'))),
    });

  return (
    <Panel
      icon={<Gift className="size-6" />}
      tone="gift"
      title={t('subscription.gift.pageTitle')}
      lead={from ? t('subscription.gift.from', { name: from }) : t('subscription.gift.fromReader')}
    >
      {message && (
        <figure className="mt-5 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('subscription.gift.theirMessage')}
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-200">
            {message}
          </blockquote>
        </figure>
      )}
      {expiresAt && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t('subscription.gift.redeemBy', { date: formatLongDay(expiresAt) })}
        </p>
      )}
      {sessionPending ? null : !signedIn ? (
        <SignInToRedeem />
      ) : subscribed ? (
        <p role="status" className="mt-6 text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('messages.gift.redeemerSubscribed')}
        </p>
      ) : (
        <Button size="lg" className="mt-6 w-full" aria-busy={redeem.isPending} onClick={take}>
          {redeem.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Gift aria-hidden="true" className="size-4" />
          )}
          {redeem.isPending ? t('subscription.gift.redeeming') : t('subscription.gift.redeem')}
        </Button>
      )}
    </Panel>
  );
}

/** A visitor signs in or signs up, and comes back to this page to redeem. */
function SignInToRedeem() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <div className="mt-6 space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('subscription.gift.signInFirst')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.login.getHref(here)} className={buttonVariants({ size: 'lg' })}>
          {t('subscription.gift.logIn')}
        </Link>
        <Link
          to={paths.register.getHref(here)}
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
        >
          {t('subscription.gift.createAccount')}
        </Link>
      </div>
    </div>
  );
}

const TONES = {
  gift: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
  success: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  problem: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
} as const;

function Panel({
  icon,
  tone,
  title,
  lead,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  // The redeem button goes with the answer: keyboard and screen-reader users land on it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (tone === 'success') heading.current?.focus();
  }, [tone]);
  return (
    <section className={card} aria-labelledby="gift-title">
      <div
        aria-hidden="true"
        className={`flex size-12 items-center justify-center rounded-2xl ${TONES[tone]}`}
      >
        {icon}
      </div>
      <h1
        id="gift-title"
        ref={heading}
        tabIndex={-1}
        className="mt-5 outline-none text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h1>
      {lead && <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{lead}</p>}
      {children}
    </section>
  );
}

function Problem({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Panel icon={<TriangleAlert className="size-6" />} tone="problem" title={title}>
      {children}
    </Panel>
  );
}
