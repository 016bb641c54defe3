import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';

/**
 * Copies a map's public link; where the clipboard is refused, shows it in a
 * prompt to copy by hand (docs/product.md §2). Returns the toast to show, if any.
 */
export async function shareMindmapLink(url: string): Promise<string | null> {
  try {
    await navigator.clipboard.writeText(url);
    return MINDMAP_MESSAGES.linkCopied;
  } catch {
    window.prompt('Copy this link to the mind map:', url);
    return null;
  }
}
