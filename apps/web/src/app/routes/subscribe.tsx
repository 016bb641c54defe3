import {
  getMyTransactionsQueryOptions,
  useMyTransactions,
} from '../../features/subscription/api/get-my-transactions';
import { fetched, type PageArgs } from '../../lib/page-data';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { hasActiveSubscription } from '@codegrow/shared/access/blog-access';
import { ContentLayout } from '../../components/layouts/content-layout';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useSignInHref } from '../../hooks/use-sign-in-href';
import { viewerKey } from '../../lib/viewer-key';
import { SubscriptionCheckout } from '../../features/subscription/components/subscription-checkout';
import { pendingPayment } from '../../features/subscription/model/pending-payment';

export default function SubscribeRoute() {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const signIn = useSignInHref();
  const payments = useMyTransactions(viewerKey(user), { enabled: isAuthenticated });

  return (
    <ContentLayout
      eyebrow={t('subscription.page.eyebrow')}
      title={t('subscription.page.title')}
      description={t('subscription.page.description')}
    >
      <SubscriptionCheckout
        isAuthenticated={isAuthenticated}
        subscribed={hasActiveSubscription(user)}
        pending={isAuthenticated ? pendingPayment(payments.data) : null}
        viewer={viewerKey(user)}
        onLoginRequired={() => void navigate(signIn)}
        onSubmitted={() => void navigate(paths.dashboard.getHref('transactions'))}
      />
    </ContentLayout>
  );
}

/** The plan for a visitor; for a reader also their payments, so one waiting says so at once. */
export const serverLoader = ({ context: { queryClient, reader } }: PageArgs) =>
  reader
    ? fetched([queryClient.fetchQuery(getMyTransactionsQueryOptions(viewerKey(reader)))])
    : null;
