import { describe, expect, it } from 'vitest';
import { renderArticleHtml as render } from './article-html';

describe('renderArticleHtml', () => {
  it('reads plain text with blank lines as paragraphs', () => {
    const html = render('First paragraph.\n\nSecond paragraph.');
    expect(html).toContain('<p>First paragraph.</p>');
    expect(html).toContain('<p>Second paragraph.</p>');
  });

  it('highlights fenced code and labels its language above a copy button', () => {
    const html = render('```sql\nSELECT id FROM users;\n```');
    expect(html).toMatch(/<pre tabindex="0"><code class="hljs language-sql">/);
    expect(html).toContain('<span class="hljs-keyword">SELECT</span>');
    expect(html).toContain('<div class="code-block-bar" lang="en"><span>SQL</span>');
    expect(html).toMatch(
      /<button type="button" class="code-block-copy" aria-label="Copy code" data-copy-code="">/,
    );
  });

  it('names the bar’s icons for the stylesheet to draw, not their drawings in every block', () => {
    const html = render('```sql runnable\nSELECT 1;\n```');
    for (const name of ['copy', 'check', 'run', 'reset']) {
      expect(html).toContain(
        `<span class="code-block-icon code-block-icon-${name}" aria-hidden="true"></span>`,
      );
    }
    expect(html).not.toContain('<svg');
  });

  it('labels a block without a language as code and leaves it unhighlighted', () => {
    const html = render('```\nplain text\n```');
    expect(html).toContain('<span>Code</span>');
    expect(html).toContain('<pre tabindex="0"><code>plain text\n</code></pre>');
  });

  it('renders GitHub-flavoured tables, task lists and strikethrough', () => {
    const html = render('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~');
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('<del>old</del>');
  });

  it('never renders raw HTML, event handlers or script links', () => {
    const html = render(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<div onclick="x()">block</div>\n\n[click](javascript:alert(3))\n\n![i](javascript:alert(4))',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|<div|javascript:/i);
    expect(html).toContain('click');
  });

  it('keeps a single h1 on the page and gives headings ids to link to', () => {
    expect(render('# Title inside')).toContain('<h2 id="title-inside">Title inside<a ');
    expect(render('## Why indexes?\n\n## Why indexes?')).toContain('id="why-indexes-1"');
  });

  it('ends each section heading with a link to it, named after the section', () => {
    expect(render('## Why indexes?')).toBe(
      '<h2 id="why-indexes">Why indexes?<a class="heading-anchor" href="#why-indexes" aria-label="Link to the section Why indexes?">#</a></h2>',
    );
  });

  it('links footnotes to their notes and back', () => {
    const html = render('A claim.[^1]\n\n[^1]: The source.');
    expect(html).toContain('href="#user-content-fn-1" id="user-content-fnref-1"');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).not.toContain('href="#footnote-label"');
    expect(html).toContain('href="#user-content-fnref-1"');
  });

  it('opens outside links in a new tab and leaves site links alone', () => {
    const html = render('[out](https://example.org) and [in](/blogs)');
    expect(html).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<a href="/blogs">in</a>');
  });

  it('loads images lazily with an alt text', () => {
    expect(render('![A diagram](/uploads/a.png)')).toContain(
      '<img src="/uploads/a.png" alt="A diagram" loading="lazy" decoding="async">',
    );
  });

  describe('runnable SQL', () => {
    const runnable = '```sql runnable\nSELECT name FROM customers;\n```';

    it("makes a ```sql runnable block editable, with Run and Reset, keeping the author's version", () => {
      const html = render(runnable);
      expect(html).toContain('<div class="code-block" data-sql-runnable="">');
      expect(html).toContain('data-sql-action="run"');
      expect(html).toContain('data-sql-action="reset"');
      expect(html).toMatch(
        /<pre><code class="hljs language-sql" contenteditable="plaintext-only" tabindex="0" role="textbox" aria-multiline="true" aria-label="SQL query, editable"/,
      );
      const original = /<template data-sql-original="">(.*?)<\/template>/s.exec(html)?.[1];
      expect(original).toContain('<span class="hljs-keyword">SELECT</span> name');
      expect(original).not.toContain('contenteditable');
    });

    it('marks a ```sql setup block and says so in its bar, without making it editable', () => {
      const html = render('```sql setup\nCREATE TABLE t (a int);\n```');
      expect(html).toContain('<div class="code-block" data-sql-setup="">');
      expect(html).toContain('<span>SQL · setup</span>');
      expect(html).not.toMatch(/contenteditable|data-sql-action/);
    });

    it('leaves other languages and other words after the language as plain code blocks', () => {
      for (const block of ['```js runnable\nrun()\n```', '```sql runnabl\nSELECT 1;\n```']) {
        const html = render(block);
        expect(html).not.toMatch(/data-sql-|contenteditable/);
        expect(html).toContain('<pre tabindex="0">');
      }
    });

    it('keeps the text of a hostile block as text, in the editable code and in its original', () => {
      const html = render(
        "```sql runnable\nSELECT '</code></template><script>alert(1)</script>' AS x;\n```",
      );
      expect(html).not.toContain('<script>');
      expect(html.match(/&#x3C;script>alert\(1\)&#x3C;\/script>/g)).toHaveLength(2);
    });
  });
});
