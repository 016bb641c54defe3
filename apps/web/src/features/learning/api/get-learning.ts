import type { Learning } from '@codegrow/shared/schemas/learning';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { progressKeys } from './progress-keys';

/** The dashboard's 'Learning' tab: started paths and the step to continue at. */
export function useLearning(viewer: string) {
  return useQuery({
    queryKey: progressKeys.learning(viewer),
    queryFn: ({ signal }) =>
      api.get<Learning>('/progress/learning', { signal }).then((data) => data.paths),
  });
}
