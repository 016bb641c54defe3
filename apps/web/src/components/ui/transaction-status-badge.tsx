import type { TransactionStatus } from '@codegrow/shared/constants/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { displayStatus } from '../../lib/transaction-status';
import { Badge, type BadgeTone } from './badge';

const STATUS_TONES: Record<TransactionStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'emerald',
  rejected: 'red',
};

/** A payment's status, as the reader's history and the admin's tables show it. */
export function TransactionStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = displayStatus(status);
  return <Badge tone={STATUS_TONES[shown]}>{t(`common.badges.transactionStatus.${shown}`)}</Badge>;
}
