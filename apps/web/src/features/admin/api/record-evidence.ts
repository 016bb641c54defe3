import type { EvidenceImport, EvidenceTextInput } from '@codegrow/shared/schemas/payment-evidence';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** POST /api/admin/payments/evidence: one or many wallet messages, as pasted. */
export function recordEvidence(input: EvidenceTextInput): Promise<EvidenceImport> {
  return api.post('/admin/payments/evidence', input);
}

/** The desk's figures reload after an import. */
export function useRecordEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordEvidence,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
