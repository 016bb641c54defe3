/**
 * A passage of an article's Markdown as plain text, for a search result: no heading marks,
 * emphasis, code ticks or link addresses, and one space wherever there was any run of space.
 */
export function plainSnippet(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/`{3,}[\w-]*/g, ' ')
    .replace(/(\*{1,3}|_{2,3}|`|~~)(?=\S)([^*_`~]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}
