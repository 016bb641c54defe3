import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { progressKeys } from '../api/progress-keys';
import { handOverVisitorProgress } from '../api/merge-progress';

/**
 * When a visitor signs in, what they read in this browser joins their account. Should the
 * hand-over fail, the browser keeps it and tries again at the next sign-in or page load.
 */
export function useVisitorProgressHandover(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    handOverVisitorProgress().then(
      (handedOver) => {
        if (handedOver) void queryClient.invalidateQueries({ queryKey: progressKeys.all });
      },
      () => undefined,
    );
  }, [userId, queryClient]);
}
