/**
 * What the article renderer (article-html.ts) and the reading page agree on,
 * kept apart from the renderer so the page does not download it.
 */

/** Marks the button the reading page wires up to copy its code block. */
export const COPY_CODE_ATTRIBUTE = 'data-copy-code';
