import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { OfflineList } from '../../features/offline/components/offline-list';
import { OFFLINE_FROM_PARAM } from '../../lib/offline/offline-caches';
import { pageTitle, useHead } from '../../lib/page-head';

export default function OfflineRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useHead({ title: pageTitle(t('offline.list.title')), noindex: true });
  return <OfflineList notKept={params.has(OFFLINE_FROM_PARAM)} />;
}
