import type * as HotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

/** Text, an element, or a function of the shown toast giving one. */
type Message = Parameters<typeof HotToast.toast.error>[0];

let loading: Promise<typeof HotToast> | null = null;

/**
 * react-hot-toast with its styling library, loaded once the page is up (AppToaster mounts
 * the toaster) or with the first toast, whichever comes first: no page needs it to paint.
 * Toasts asked for meanwhile wait for it, in order; if it cannot load they are not shown
 * (forms show their errors inline as well).
 */
export function loadToasts(): Promise<typeof HotToast> {
  loading ??= import('react-hot-toast').catch((error: unknown) => {
    loading = null; // the next toast tries again
    throw error;
  });
  return loading;
}

const ignore = () => undefined;

const show =
  (kind: 'success' | 'error' | 'blank') => (message: Message, options?: ToastOptions) => {
    loadToasts().then(
      ({ toast }) => (kind === 'blank' ? toast(message, options) : toast[kind](message, options)),
      ignore,
    );
  };

/** The app's toasts (react-hot-toast's, loaded on first use). */
export const toast = {
  success: show('success'),
  error: show('error'),
  /** Neither a success nor a failure: news (react-hot-toast's blank toast). */
  info: show('blank'),
  dismiss: (id?: string) => {
    loadToasts().then(({ toast }) => toast.dismiss(id), ignore);
  },
};
