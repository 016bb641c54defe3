import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { hasActiveSubscription } from '@codegrow/shared/access/blog-access';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { GiftRedemption } from '../../features/subscription/components/gift-redemption';
import { pageTitle, useHead } from '../../lib/page-head';

/** The page an e-mailed gift link opens: who gave it, and the way to redeem it. */
export default function GiftRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user, isAuthenticated, sessionPending, updateUser } = useAuth();
  // The link is its holder's alone: kept out of search engines.
  useHead({ title: pageTitle(t('subscription.gift.pageTitle')), noindex: true });
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 lg:py-16">
      <GiftRedemption
        token={params.get('token')?.trim() ?? ''}
        signedIn={isAuthenticated}
        sessionPending={sessionPending}
        subscribed={hasActiveSubscription(user)}
        onRedeemed={updateUser}
      />
    </div>
  );
}
