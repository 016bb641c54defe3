import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shownToasts?: string[];
  }
}

/**
 * Runs in every page before the app: writes down the text of every toast
 * (role=status) as it appears, so a test can check one that has already gone.
 */
export function recordToasts(): void {
  const shown: string[] = [];
  window.__shownToasts = shown;
  const note = () => {
    for (const toast of Array.from(document.querySelectorAll('[role="status"]'))) {
      const text = toast.textContent?.trim();
      if (text && !shown.includes(text)) shown.push(text);
    }
  };
  new MutationObserver(note).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** The texts of the toasts this page has shown so far, oldest first. */
export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__shownToasts ?? []);
}
