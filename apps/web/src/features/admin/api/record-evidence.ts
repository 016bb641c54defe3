import type { EvidenceImport, EvidenceTextInput } from '@codegrow/shared/schemas/payment-evidence';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/payments/evidence: one or many wallet messages, as pasted. */
export function recordEvidence(input: EvidenceTextInput): Promise<EvidenceImport> {
  return api.post('/admin/payments/evidence', input);
}

export function useRecordEvidence() {
  return useMutation({ mutationFn: recordEvidence });
}
