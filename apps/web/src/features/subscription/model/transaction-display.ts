import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { type TFunction } from '../../../lib/i18n/i18n';

/**
 * The plan's name for the one plan sold, in the page's language (`t`); anything else as the
 * server wrote it.
 */
export function planLabel(planType: string, t: TFunction): string {
  if (planType !== LIFETIME_PLAN.id) return planType;
  return t('subscription.plan.name');
}
