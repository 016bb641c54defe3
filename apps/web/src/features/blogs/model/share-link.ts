export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** The parts of `navigator` sharing uses, so tests can pass their own. */
export type ShareTarget = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * docs/product.md §2: the device's share sheet where there is one, else the link is copied.
 * A share sheet the reader dismisses is 'cancelled'; one that fails otherwise
 * (desktop browsers without a target) falls back to copying. Rejects when the
 * link could not be copied either.
 */
export async function shareLink(
  data: { title: string; url: string },
  target: ShareTarget = navigator,
): Promise<ShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (!target.clipboard) throw new Error('Clipboard unavailable');
  await target.clipboard.writeText(data.url);
  return 'copied';
}
