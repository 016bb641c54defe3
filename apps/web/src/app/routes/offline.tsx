import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';
import { useSearchParams } from 'react-router';
import { OfflineList } from '../../features/offline/components/offline-list';
import { OFFLINE_FROM_PARAM } from '../../lib/offline/offline-caches';
import { pageTitle, useHead } from '../../lib/page-head';

export default function OfflineRoute() {
  const [params] = useSearchParams();
  useHead({ title: pageTitle(OFFLINE_TEXT.pageTitle), noindex: true });
  return <OfflineList notKept={params.has(OFFLINE_FROM_PARAM)} />;
}
