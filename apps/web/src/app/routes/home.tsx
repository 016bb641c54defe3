import { getBlogsQueryOptions } from '../../features/blogs/api/get-blogs';
import { getSiteStatsQueryOptions } from '../../features/blogs/api/get-site-stats';
import { LATEST_BLOGS_PARAMS, LatestBlogs } from '../../features/blogs/components/latest-blogs';
import { fetched, type PageArgs } from '../../lib/page-data';
import type { User } from '@codegrow/shared/schemas/user';
import { ArrowRight, BookOpen, Crown, Network, Rocket } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { PremiumCta } from '../../features/blogs/components/premium-cta';
import { SiteStatsStrip } from '../../features/blogs/components/site-stats-strip';
import { viewerKey } from '../../lib/viewer-key';
import { useHead } from '../../lib/page-head';

/** docs/product.md §2 Home: the hero's second button depends on who is looking. */
function secondAction(user: User | null) {
  if (!user) return { label: 'common.ui.getStartedFree', href: paths.register.getHref() } as const;
  if (user.subscription_status !== 'active') {
    return { label: 'common.ui.upgradeToPremium', href: paths.subscribe.getHref() } as const;
  }
  return { label: 'common.ui.goToDashboard', href: paths.dashboard.getHref() } as const;
}

const FEATURES = [
  {
    icon: BookOpen,
    title: 'home.features.tutorials.title',
    text: 'home.features.tutorials.text',
  },
  {
    icon: Crown,
    title: 'home.features.deepDives.title',
    text: 'home.features.deepDives.text',
  },
  {
    icon: Network,
    title: 'home.features.mindmaps.title',
    text: 'home.features.mindmaps.text',
  },
  {
    icon: Rocket,
    title: 'home.features.pace.title',
    text: 'home.features.pace.text',
  },
] as const;

export default function HomeRoute() {
  const { t } = useTranslation();
  const { user, sessionPending } = useAuth();
  const second = secondAction(user);
  const subscribed = user?.subscription_status === 'active';
  useHead({
    title: `${site.name} · ${site.slogan}`,
    description: t('home.head.description', { site: site.name, slogan: site.slogan }),
    canonicalPath: paths.home.getHref(),
  });

  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-b from-indigo-50 via-white to-white dark:from-indigo-950/40 dark:via-slate-950 dark:to-slate-950"
        />
        <div
          aria-hidden="true"
          className="absolute top-[-10rem] left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-indigo-400/20 blur-3xl dark:bg-indigo-600/20"
        />
        <div className="mx-auto max-w-4xl px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-4 py-1.5 text-xs font-medium sm:text-sm text-indigo-700 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-300">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-slate-900 sm:text-6xl lg:text-7xl dark:text-white">
            <span className="bg-linear-to-r from-indigo-600 via-blue-600 to-sky-500 bg-clip-text text-transparent dark:from-indigo-400 dark:via-blue-400 dark:to-sky-300">
              {site.slogan}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600 dark:text-slate-300">
            {t('home.hero.lead')}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.blogs.getHref()} className={buttonVariants({ size: 'lg' })}>
              {t('common.ui.exploreBlogs')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            {sessionPending ? (
              // Who is looking decides this button: until that is known, a placeholder of its size.
              <Skeleton className="h-12 w-full rounded-lg sm:w-52" />
            ) : (
              <Link to={second.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {t(second.label)}
              </Link>
            )}
          </div>
          <div className="mt-14">
            <SiteStatsStrip />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="features-heading"
        className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
      >
        <h2 id="features-heading" className="sr-only">
          {t('home.features.heading', { site: site.name })}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex size-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                <Icon aria-hidden="true" className="size-5" />
              </div>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{t(title)}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <LatestBlogs viewer={viewerKey(user)} />
      </div>

      {!subscribed && !sessionPending && (
        <div className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
          <PremiumCta />
        </div>
      )}
    </>
  );
}

/** The latest articles and the site's figures, fetched before the server renders the page. */
export const serverLoader = ({ context: { queryClient, reader } }: PageArgs) =>
  fetched([
    queryClient.fetchQuery(getBlogsQueryOptions(LATEST_BLOGS_PARAMS, viewerKey(reader))),
    queryClient.fetchQuery(getSiteStatsQueryOptions()),
  ]);
