import { useCallback, useState } from 'react';
import { toast } from '../lib/toast';

/** An error toast; the id folds a repeated failure into the toast already showing. */
export function toastError(message: string): void {
  toast.error(message, { id: message });
}

/** A form's current error: shown inline (FormAlert) and, when it arises, as a toast. */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  const showError = useCallback((message: string) => {
    setError(message);
    toastError(message);
  }, []);
  return { error, setError, showError };
}
