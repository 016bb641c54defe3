import type { Certificate } from '@codegrow/shared/schemas/certificate';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/certificates/:id: a certificate, as anyone with its id sees it. */
export const useCertificate = (id: string) =>
  useQuery({
    queryKey: ['certificate', id],
    queryFn: async ({ signal }) =>
      (await api.get<{ certificate: Certificate }>(`/certificates/${id}`, { signal })).certificate,
    staleTime: Infinity,
  });

/** POST /api/paths/:slug/certificate: the reader's certificate for a path they finished. */
export const useClaimCertificate = (slug: string) =>
  useMutation({
    mutationFn: async () =>
      (await api.post<{ certificate: Certificate }>(`/paths/${slug}/certificate`)).certificate,
  });
