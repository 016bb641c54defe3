import type { Element, Root } from 'hast';
import type { Root as MarkdownRoot } from 'mdast';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

/**
 * What a comment may hold: text, emphasis, links, lists, quotes, tables and code. No images (a
 * stranger's tracking pixel); headings become bold paragraphs (a reply is not a section of the
 * page).
 */
const COMMENT_TAGS = [
  'p',
  'br',
  'a',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const commentSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: COMMENT_TAGS,
  attributes: {
    a: ['href'],
    // The language of a fenced block, for highlighting: `language-sql` and nothing else.
    code: [['className', /^language-[\w+#-]+$/]],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  clobberPrefix: '',
};

/**
 * HTML the writer typed is shown as they typed it, as text: a reader asking about `<div>`
 * without backticks keeps their words, and no tag of theirs reaches the page.
 */
function htmlAsText() {
  return (tree: MarkdownRoot) => {
    visit(tree, 'html', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const text = { type: 'text', value: node.value } as const;
      parent.children[index] =
        parent.type === 'paragraph' || parent.type === 'emphasis' || parent.type === 'strong'
          ? text
          : { type: 'paragraph', children: [text] };
    });
  };
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function headingsAsParagraphs() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!HEADINGS.has(node.tagName)) return;
      node.tagName = 'p';
      node.children = [
        { type: 'element', tagName: 'strong', properties: {}, children: node.children },
      ];
    });
  };
}

/**
 * Links are the writer's, not the site's: search engines are told so, and they open apart.
 * A code block sits in the same dark panel as an article's (code-block.css), without its bar.
 */
function commentElements() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'a') {
        node.properties.rel = ['nofollow', 'ugc', 'noopener', 'noreferrer'];
        node.properties.target = '_blank';
      }
      if (!parent || index === undefined) return;
      // A wide table or a long line scrolls on its own, and a keyboard can scroll it.
      if (node.tagName === 'table') {
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll'], tabIndex: 0 },
          children: [node],
        };
        return SKIP;
      }
      if (node.tagName === 'pre') {
        node.properties.tabIndex = 0;
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block'] },
          children: [node],
        };
        return SKIP;
      }
    });
  };
}

// A line break is kept as the writer made it (as in GitHub's comments); HTML is text; what the
// Markdown makes is sanitized to the tags above before highlighting adds its classes.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkBreaks)
  .use(htmlAsText)
  .use(remarkRehype)
  .use(headingsAsParagraphs)
  .use(rehypeSanitize, commentSchema)
  .use(rehypeHighlight)
  .use(commentElements)
  .use(rehypeStringify);

/** A comment's Markdown as the sanitized, highlighted HTML its readers are sent. */
export function renderCommentHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
