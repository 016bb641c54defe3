import type { EvidenceImport, EvidenceTextInput } from '@codegrow/shared/schemas/payment-evidence';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** POST /api/admin/payments/evidence: one or many wallet messages, as pasted. */
export function recordEvidence(input: EvidenceTextInput): Promise<EvidenceImport> {
  return api.post('/admin/payments/evidence', input);
}

/** The same, with a wallet statement (CSV) uploaded in `statement`. */
export function uploadStatement(file: File): Promise<EvidenceImport> {
  const form = new FormData();
  form.append('statement', file);
  return api.post('/admin/payments/evidence', form);
}

/** POST /api/admin/payments/approve-matched: every claim whose evidence met every rule. */
export function approveMatched(): Promise<{ approved: number }> {
  return api.post('/admin/payments/approve-matched');
}

/** The desk's figures and the claims reload after anything that changes them. */
function useDeskChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}

export const useRecordEvidence = () => useDeskChange(recordEvidence);
export const useUploadStatement = () => useDeskChange(uploadStatement);
export const useApproveMatched = () => useDeskChange(approveMatched);
