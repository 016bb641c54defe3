import { describe, expect, it } from 'vitest';
import { renderCommentHtml } from './comment-html';

describe('renderCommentHtml', () => {
  it('shows the writer’s HTML as the text they typed, never as tags', () => {
    const html = renderCommentHtml(
      'Hi <b onclick="x()">there</b>\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>',
    );
    expect(html).toBe(
      '<p>Hi &#x3C;b onclick="x()">there&#x3C;/b></p>\n<p>&#x3C;script>alert(1)&#x3C;/script></p>\n<p>&#x3C;img src=x onerror=alert(1)></p>',
    );
  });

  it('keeps the writer’s line breaks', () => {
    expect(renderCommentHtml('first\nsecond')).toBe('<p>first<br>\nsecond</p>');
  });

  it('drops images and links that run script, and marks links as the writer’s', () => {
    const html = renderCommentHtml(
      '![pixel](https://t.example/p.png) [x](javascript:alert(1)) [docs](https://example.com)',
    );
    expect(html).not.toMatch(/<img|javascript:/);
    expect(html).toContain(
      '<a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">docs</a>',
    );
  });

  it('highlights a fenced block in the article’s code panel, scrollable by keyboard', () => {
    const html = renderCommentHtml('```sql\nSELECT 1;\n```');
    expect(html).toBe(
      '<div class="code-block"><pre tabindex="0"><code class="hljs language-sql"><span class="hljs-keyword">SELECT</span> <span class="hljs-number">1</span>;\n</code></pre></div>',
    );
  });

  it('turns headings into bold paragraphs: a comment is no section of the page', () => {
    expect(renderCommentHtml('# Big\n\ntext')).toBe('<p><strong>Big</strong></p>\n<p>text</p>');
  });
});
