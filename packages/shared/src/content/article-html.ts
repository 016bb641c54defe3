import type { Element, ElementContent, Root } from 'hast';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { toString as textOf } from 'hast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { COPY_CODE_ATTRIBUTE, HEADING_ANCHOR_CLASS } from './article-markup';
import { languageFromClassName, languageLabel } from './code-language';
import { withoutQuizBlock } from './quiz-block';

const svg = (children: Element['children'], className: string): Element => ({
  type: 'element',
  tagName: 'svg',
  properties: {
    className: [className],
    viewBox: '0 0 24 24',
    width: 14,
    height: 14,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: '2',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    ariaHidden: 'true',
  },
  children,
});

const path = (d: string): Element => ({
  type: 'element',
  tagName: 'path',
  properties: { d },
  children: [],
});

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children });

// Lucide's copy and check icons, drawn inline so the body needs no icon library.
const copyIcon = () =>
  svg(
    [
      element('rect', { width: 14, height: 14, x: '8', y: '8', rx: '2', ry: '2' }, []),
      path('M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2'),
    ],
    'code-block-icon-copy',
  );
const checkIcon = () => svg([path('M20 6 9 17l-5-5')], 'code-block-icon-check');

/** A code block with a bar naming its language and a copy button. */
function codeBlock(pre: Element): Element {
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const label = languageLabel(languageFromClassName(code?.properties.className));
  const copyButton = element(
    'button',
    {
      type: 'button',
      className: ['code-block-copy'],
      ariaLabel: 'Copy code',
      [COPY_CODE_ATTRIBUTE]: '',
    },
    [
      copyIcon(),
      checkIcon(),
      element('span', { ariaHidden: 'true' }, [{ type: 'text', value: 'Copy' }]),
    ],
  );
  return element('div', { className: ['code-block'] }, [
    element('div', { className: ['code-block-bar'] }, [
      element('span', {}, [{ type: 'text', value: label }]),
      copyButton,
    ]),
    pre,
  ]);
}

/** A section's link at the end of its heading, to open or copy (GitHub's permalinks). */
function headingAnchor(heading: Element): Element | null {
  const id = heading.properties.id;
  // The footnotes' heading is for screen readers only: no link to show there.
  const hidden = String(heading.properties.className ?? '').includes('sr-only');
  if (typeof id !== 'string' || hidden) return null;
  return element(
    'a',
    {
      className: [HEADING_ANCHOR_CLASS],
      href: `#${id}`,
      ariaLabel: `Link to the section ${textOf(heading)}`,
    },
    [{ type: 'text', value: '#' }],
  );
}

const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4']);

const isExternal = (href: unknown) => typeof href === 'string' && /^https?:\/\//i.test(href);

/**
 * What the reading page adds to sanitized Markdown: the page title is the only
 * h1, sections get a link to themselves, code blocks get their bar, outside links open in a new tab, images load
 * lazily and wide tables scroll on their own; what scrolls can be reached by keyboard.
 */
function articleElements() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'h1') node.tagName = 'h2';
      if (SECTION_HEADINGS.has(node.tagName)) {
        const anchor = headingAnchor(node);
        if (anchor) node.children.push(anchor);
        return SKIP;
      }
      if (node.tagName === 'a' && isExternal(node.properties.href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
      if (node.tagName === 'img') {
        node.properties.alt ??= '';
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }
      if (!parent || index === undefined) return;
      if (node.tagName === 'pre') {
        // A long line scrolls sideways: focusable, so a keyboard can scroll it too.
        node.properties.tabIndex = 0;
        parent.children[index] = codeBlock(node);
        return SKIP;
      }
      if (node.tagName === 'table') {
        parent.children[index] = element('div', { className: ['table-scroll'], tabIndex: 0 }, [
          node,
        ]);
        return SKIP;
      }
    });
  };
}

// Raw HTML in the text is dropped (remark-rehype's default) and what remains is
// sanitized before the trusted parts (heading ids, highlighting, code bars) are added.
// The only ids left by then are footnotes', which remark-rehype already prefixes
// with `user-content-`; prefixing them again would break their links.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
  .use(rehypeSlug)
  .use(rehypeHighlight)
  .use(articleElements)
  .use(rehypeStringify);

/**
 * An article's Markdown as the sanitized, highlighted HTML readers are sent. Its ```quiz
 * block is not part of it: the questions are asked after the text, and their answers never
 * reach a page before the reader answers (quiz-block.ts).
 */
export function renderArticleHtml(markdown: string): string {
  return String(processor.processSync(withoutQuizBlock(markdown)));
}
