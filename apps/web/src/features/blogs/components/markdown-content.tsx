import { Check, Copy } from 'lucide-react';
import { memo, useEffect, useRef, useState, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { languageFromClassName, languageLabel } from '../model/code-language';
import './article-prose.css';

const COPIED_MS = 2_000;

function CodeBlock({ node, children, ...props }: ComponentProps<'pre'> & ExtraProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const code = node?.children.find((child) => child.type === 'element' && child.tagName === 'code');
  const language =
    code?.type === 'element' ? languageFromClassName(code.properties.className) : null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    const text = preRef.current?.textContent ?? '';
    // No clipboard API outside secure contexts (plain-http deployments): nothing to do there.
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  return (
    <div className="code-block">
      <div className="code-block-bar">
        <span>{languageLabel(language)}</span>
        <button
          type="button"
          onClick={copy}
          className={cn('code-block-copy', focusRing)}
          aria-label={copied ? 'Copied' : 'Copy code'}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
        </button>
      </div>
      <pre ref={preRef} {...props}>
        {children}
      </pre>
    </div>
  );
}

const components: Components = {
  // The page title is the only h1.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  pre: CodeBlock,
  a: ({ node: _node, href = '', children, ...props }) => {
    if (href.startsWith('/') && !href.startsWith('//')) {
      return (
        <Link to={href} {...props}>
          {children}
        </Link>
      );
    }
    const external = /^https?:\/\//i.test(href);
    return (
      <a href={href} {...props} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
        {children}
      </a>
    );
  },
  img: ({ node: _node, alt = '', ...props }) => (
    <img alt={alt} loading="lazy" decoding="async" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeHighlight];

/**
 * An article body: GitHub-flavoured Markdown with highlighted code. Raw HTML
 * in the text is never rendered, and unsafe link targets are dropped
 * (react-markdown's defaults). Loaded on demand by the article page.
 */
function MarkdownContent({ content }: { content: string }) {
  return (
    <div className="article-prose">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
        skipHtml
      >
        {content}
      </Markdown>
    </div>
  );
}

// Highlighting is the costly part, so a body renders once per content.
export default memo(MarkdownContent);
