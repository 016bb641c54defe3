import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { BookOpen, Crown, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { displayName } from '../../components/layouts/session-user';
import { UserAvatar } from '../../components/layouts/user-avatar';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';

const STATUS_LABELS = { active: 'Active', expired: 'Expired', free: 'Free' } as const;

export default function DashboardRoute() {
  const { user } = useAuth();
  if (!user) {
    return (
      <ContentLayout title={UI_TEXT.accessDenied} description={UI_TEXT.loginToViewDashboard} />
    );
  }
  const active = user.subscription_status === 'active';

  return (
    <ContentLayout
      eyebrow="Dashboard"
      title={`Welcome back, ${displayName(user)}`}
      description="Your account at a glance."
      actions={
        <>
          <Link to={paths.blogs.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <BookOpen aria-hidden="true" className="size-4" />
            Browse Blogs
          </Link>
          {!active && (
            <Link to={paths.subscribe.getHref()} className={buttonVariants()}>
              <Crown aria-hidden="true" className="size-4" />
              Subscribe
            </Link>
          )}
        </>
      }
    >
      <section
        aria-label="Account"
        className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
      >
        <UserAvatar photoUrl={user.photo_url} className="size-16" />
        <dl className="grid flex-1 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-500 dark:text-slate-400">Name</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
              {user.name ?? 'N/A'}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500 dark:text-slate-400">Email</dt>
            <dd className="mt-1 font-semibold break-all text-slate-900 dark:text-white">
              {user.email}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500 dark:text-slate-400">Subscription</dt>
            <dd className="mt-1">
              <span
                className={
                  active
                    ? 'inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                    : 'inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300'
                }
              >
                {STATUS_LABELS[user.subscription_status]}
              </span>
            </dd>
          </div>
        </dl>
        {user.role === 'admin' && (
          <Link to={paths.admin.root.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <Shield aria-hidden="true" className="size-4" />
            {UI_TEXT.adminPanel}
          </Link>
        )}
      </section>
      <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">
        Saved blogs, transactions and settings will appear here soon.
      </p>
    </ContentLayout>
  );
}
