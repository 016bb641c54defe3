/**
 * What the article renderer (article-html.ts) and the reading page agree on,
 * kept apart from the renderer so the page does not download it.
 */

/**
 * Raised whenever the HTML the renderer produces changes, so stored bodies
 * rendered by an older version are rendered again on their next read.
 */
export const ARTICLE_HTML_VERSION = 7;

/** A code block's bar icon, drawn by the stylesheet; a button's other span holds its words. */
export const CODE_BLOCK_ICON_CLASS = 'code-block-icon';

/** Marks the button the reading page wires up to copy its code block. */
export const COPY_CODE_ATTRIBUTE = 'data-copy-code';

/** The link a section's heading ends with; the outline leaves it out of the heading's text. */
export const HEADING_ANCHOR_CLASS = 'heading-anchor';

/**
 * Runnable SQL (```sql runnable): the block's buttons carry what they do (`run`, `reset`); the
 * block keeps the author's version for Reset. A ```sql setup block is run before each query.
 */
export const SQL_ACTION_ATTRIBUTE = 'data-sql-action';
export const SQL_RUNNABLE_ATTRIBUTE = 'data-sql-runnable';
export const SQL_SETUP_ATTRIBUTE = 'data-sql-setup';
export const SQL_ORIGINAL_ATTRIBUTE = 'data-sql-original';
