import { HEADING_ANCHOR_CLASS } from './article-markup';

/** One section of an article, as its outline lists it. */
export interface OutlineEntry {
  /** The heading's id: `#id` scrolls to it. */
  id: string;
  text: string;
  /** 2 for a section, 3 for a subsection. */
  level: 2 | 3;
}

// The renderer's own output (article-html.ts): ids from rehype-slug, text already escaped.
const HEADING = /<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;
const ANCHOR = new RegExp(`<a class="${HEADING_ANCHOR_CLASS}"[^>]*>[\\s\\S]*?</a>`, 'g');
const TAG = /<[^>]+>/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return NAMED[code] ?? entity;
  });
}

/** The sections and subsections of a rendered article body, in reading order. */
export function articleOutline(html: string): OutlineEntry[] {
  return [...html.matchAll(HEADING)].map(([, level, id = '', inner = '']) => ({
    id: decodeEntities(id),
    text: decodeEntities(inner.replace(ANCHOR, '').replace(TAG, '')).trim(),
    level: level === '3' ? 3 : 2,
  }));
}
