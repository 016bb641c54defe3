const ELLIPSIS = '…';
/** How far back a cut may move to end on a whole word instead of mid-word. */
const WORD_BOUNDARY_SLACK = 20;

/**
 * Cuts `text` to at most `max` characters (docs/product.md §9: 120 on the home page) and
 * adds an ellipsis when anything was cut. Prefers ending on a whole word when
 * one ends close to the limit; never splits an emoji or other astral character.
 */
export function truncateText(text: string, max: number): string {
  const normalised = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(normalised);
  if (chars.length <= max) return normalised;

  let cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const nextIsSpace = chars[max] === ' ';
  if (!nextIsSpace && lastSpace > 0 && cut.length - lastSpace <= WORD_BOUNDARY_SLACK) {
    cut = cut.slice(0, lastSpace);
  }
  return `${cut.replace(/[\s.,;:!?-]+$/u, '')}${ELLIPSIS}`;
}
