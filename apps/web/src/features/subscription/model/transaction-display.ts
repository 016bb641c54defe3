import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';

/** The plan's name for the one plan sold; anything else as the server wrote it. */
export function planLabel(planType: string): string {
  return planType === LIFETIME_PLAN.id ? LIFETIME_PLAN.name : planType;
}
