/**
 * What the article renderer (article-html.ts) and the reading page agree on,
 * kept apart from the renderer so the page does not download it.
 */

/**
 * Raised whenever the HTML the renderer produces changes, so stored bodies
 * rendered by an older version are rendered again on their next read.
 */
export const ARTICLE_HTML_VERSION = 4;

/** Marks the button the reading page wires up to copy its code block. */
export const COPY_CODE_ATTRIBUTE = 'data-copy-code';

/** The link a section's heading ends with; the outline leaves it out of the heading's text. */
export const HEADING_ANCHOR_CLASS = 'heading-anchor';
