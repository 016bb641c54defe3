import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import MarkdownContent from './markdown-content';

const render = (content: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownContent content={content} />
    </MemoryRouter>,
  );

describe('MarkdownContent', () => {
  it('reads plain text with blank lines as paragraphs', () => {
    const html = render('First paragraph.\n\nSecond paragraph.');
    expect(html).toContain('<p>First paragraph.</p>');
    expect(html).toContain('<p>Second paragraph.</p>');
  });

  it('highlights fenced code and labels its language', () => {
    const html = render('```sql\nSELECT id FROM users;\n```');
    expect(html).toMatch(/<pre><code class="hljs language-sql">/);
    expect(html).toContain('<span class="hljs-keyword">SELECT</span>');
    expect(html).toContain('>SQL</span>');
  });

  it('renders GitHub-flavoured tables, task lists and strikethrough', () => {
    const html = render('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~');
    expect(html).toContain('<table>');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('<del>old</del>');
  });

  it('never renders raw HTML or script links', () => {
    const html = render(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<div onclick="x()">block</div>\n\n[click](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|<div onclick|javascript:/i);
    expect(html).toContain('click');
  });

  it('keeps a single h1 on the page by demoting headings in the body', () => {
    expect(render('# Title inside')).toContain('<h2>Title inside</h2>');
  });

  it('opens outside links in a new tab and keeps site links in the app', () => {
    const html = render('[out](https://example.org) and [in](/blogs)');
    expect(html).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
    expect(html).toMatch(/<a href="\/blogs"[^>]*>in<\/a>/);
  });
});
