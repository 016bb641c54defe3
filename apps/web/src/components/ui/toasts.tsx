import { TOAST_CONFIG } from '@codegrow/shared/constants/limits';
import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

/** docs/product.md §4: at most 20 toasts; the store lists the newest first, so the oldest go. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_CONFIG.limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}

/** react-hot-toast's toaster, styled for the site, with the spec's limit. */
export function Toasts() {
  return (
    <>
      <Toaster
        position={TOAST_CONFIG.position}
        // Below the sticky header, so toasts never cover its buttons.
        containerStyle={{ top: 72 }}
        toastOptions={{
          duration: TOAST_CONFIG.duration,
          success: { duration: TOAST_CONFIG.successDuration },
          error: { duration: TOAST_CONFIG.errorDuration },
          style: {
            background: 'var(--toast-bg)',
            color: 'var(--toast-fg)',
            border: '1px solid var(--toast-border)',
            borderRadius: '0.75rem',
            fontSize: '0.875rem',
            maxWidth: '24rem',
          },
        }}
      />
      <ToastLimit />
    </>
  );
}
