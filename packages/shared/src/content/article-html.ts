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
import { CODE_BLOCK_LABELS } from '../constants/content-messages';
import {
  CODE_BLOCK_ICON_CLASS,
  COPY_CODE_ATTRIBUTE,
  HEADING_ANCHOR_CLASS,
  SQL_ACTION_ATTRIBUTE,
  SQL_ORIGINAL_ATTRIBUTE,
  SQL_RUNNABLE_ATTRIBUTE,
  SQL_SETUP_ATTRIBUTE,
} from './article-markup';
import { languageFromClassName, languageLabel } from './code-language';
import { withoutQuizBlock } from './quiz-block';

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children });

/**
 * An icon of the code block's bar: an empty element the stylesheet draws (code-block.css), so
 * the stored body carries its class, not the icon's drawing once per block.
 */
const icon = (name: 'copy' | 'check' | 'run' | 'reset'): Element =>
  element(
    'span',
    { className: [CODE_BLOCK_ICON_CLASS, `${CODE_BLOCK_ICON_CLASS}-${name}`], ariaHidden: 'true' },
    [],
  );

const text = (value: string): ElementContent => ({ type: 'text', value });

const barButton = (properties: Element['properties'], glyph: Element, label: string) =>
  element('button', { type: 'button', className: ['code-block-button'], ...properties }, [
    glyph,
    element('span', {}, [text(label)]),
  ]);

const copyButton = () =>
  element(
    'button',
    {
      type: 'button',
      className: ['code-block-copy'],
      ariaLabel: CODE_BLOCK_LABELS.copyCode,
      [COPY_CODE_ATTRIBUTE]: '',
    },
    [
      icon('copy'),
      icon('check'),
      element('span', { ariaHidden: 'true' }, [text(CODE_BLOCK_LABELS.copy)]),
    ],
  );

type SqlRole = 'runnable' | 'setup';

/** What a ```sql block's info string asks for after its language: `runnable` or `setup`. */
function sqlRole(code: Element | undefined): SqlRole | null {
  if (languageFromClassName(code?.properties.className) !== 'sql') return null;
  const meta = (code?.data as { meta?: unknown } | undefined)?.meta;
  const role = typeof meta === 'string' ? meta.trim() : '';
  return role === 'runnable' || role === 'setup' ? role : null;
}

/**
 * A runnable query: the reader edits the code itself (plain text, no script needed to type)
 * and the page's Run sends it to PostgreSQL in the browser. The author's version is kept,
 * highlighted, in a template for Reset.
 */
function runnable(pre: Element, code: Element): { bar: ElementContent[]; block: Element } {
  const original = structuredClone(code);
  Object.assign(code.properties, {
    contentEditable: 'plaintext-only',
    // Focusable as it is; said outright for tools that only count tabindex.
    tabIndex: 0,
    role: 'textbox',
    ariaMultiLine: 'true',
    ariaLabel: CODE_BLOCK_LABELS.sqlEditable,
    spellCheck: 'false',
    autoCapitalize: 'off',
    ariaKeyShortcuts: 'Control+Enter Meta+Enter',
  });
  // The code is the keyboard's stop now (one, not two); the block scrolls as its caret moves.
  delete pre.properties.tabIndex;
  const template: Element = {
    ...element('template', { [SQL_ORIGINAL_ATTRIBUTE]: '' }, []),
    content: { type: 'root', children: [original] },
  };
  const bar = [
    barButton({ [SQL_ACTION_ATTRIBUTE]: 'run' }, icon('run'), CODE_BLOCK_LABELS.run),
    barButton({ [SQL_ACTION_ATTRIBUTE]: 'reset' }, icon('reset'), CODE_BLOCK_LABELS.reset),
  ];
  return {
    bar,
    block: element('div', { className: ['code-block'], [SQL_RUNNABLE_ATTRIBUTE]: '' }, [
      pre,
      template,
    ]),
  };
}

/**
 * A code block with a bar naming its language and a copy button. Runnable SQL adds Run and
 * Reset; a setup block (run before each of the article's queries) says so in its bar.
 */
function codeBlock(pre: Element): Element {
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const role = sqlRole(code);
  const language = languageLabel(languageFromClassName(code?.properties.className));
  const label = role === 'setup' ? `${language} · ${CODE_BLOCK_LABELS.setup}` : language;
  const { bar, block } =
    role === 'runnable' && code
      ? runnable(pre, code)
      : {
          bar: [],
          block: element(
            'div',
            { className: ['code-block'], ...(role === 'setup' && { [SQL_SETUP_ATTRIBUTE]: '' }) },
            [pre],
          ),
        };
  const actions = element('span', { className: ['code-block-actions'] }, [...bar, copyButton()]);
  block.children.unshift(
    // The bar's words are English here; the reading page puts them in its own language.
    element('div', { className: ['code-block-bar'], lang: 'en' }, [
      element('span', {}, [text(label)]),
      actions,
    ]),
  );
  return block;
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
