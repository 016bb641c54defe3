/** The parts of `navigator` copying uses, so tests can pass their own. */
export type ClipboardTarget = {
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/** The pre-Clipboard-API way: select a hidden text area and ask the document to copy. */
function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated but still the only fallback where the Clipboard API is missing or refused.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies `text`: the Clipboard API first (it needs a secure page and permission),
 * then the older selection copy. False when neither worked, so the caller can
 * show the text for copying by hand.
 */
export async function copyText(
  text: string,
  target: ClipboardTarget = navigator,
  fallback: (text: string) => boolean = copyWithSelection,
): Promise<boolean> {
  if (target.clipboard) {
    try {
      await target.clipboard.writeText(text);
      return true;
    } catch {
      // Refused or unavailable: try the older way.
    }
  }
  return fallback(text);
}
