import { describe, expect, it } from 'vitest';
import { headTags, scriptJson } from './head-tags';

const site = { name: 'CodeGrow', publicUrl: 'https://learn.example.org' };

describe('headTags', () => {
  it('escapes what authors wrote, in text and attributes', () => {
    const html = headTags(
      { title: 'Tags <script>alert(1)</script> & "quotes"', description: '"><img src=x>' },
      site,
      '/blog/1',
    );
    expect(html).toContain(
      '<title>Tags &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</title>',
    );
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;img src=x&gt;">');
    expect(html).not.toContain('<script>');
  });

  it('makes addresses absolute from the public URL, the page’s own by default', () => {
    const html = headTags({ title: 'T', image: '/uploads/a.png' }, site, '/blogs?category=sql');
    expect(html).toContain(
      '<link rel="canonical" href="https://learn.example.org/blogs?category=sql">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://learn.example.org/uploads/a.png">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('names the page in each language, its own address as canonical', () => {
    const html = headTags({ title: 'T', canonicalPath: '/blog/3' }, site, '/bn/blog/3', 'bn');
    expect(html).toContain('<link rel="canonical" href="https://learn.example.org/bn/blog/3">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://learn.example.org/blog/3">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="bn" href="https://learn.example.org/bn/blog/3">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://learn.example.org/blog/3">',
    );
    expect(html).toContain('<meta property="og:locale" content="bn_BD">');
    const home = headTags({ title: 'T' }, site, '/', 'en');
    expect(home).toContain('<link rel="canonical" href="https://learn.example.org/">');
    expect(home).toContain('hreflang="bn" href="https://learn.example.org/bn"');
  });

  it('writes JSON-LD that no text inside can close', () => {
    const html = headTags(
      { title: 'T', structuredData: { headline: '</script><script>x()</script>', url: '/blog/2' } },
      site,
      '/blog/2',
    );
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      headline: '</script><script>x()</script>',
      url: 'https://learn.example.org/blog/2',
    });
  });

  it('keeps search engines away from pages that ask', () => {
    expect(headTags({ title: 'T', noindex: true }, site, '/search?q=a')).toContain(
      '<meta name="robots" content="noindex">',
    );
    expect(scriptJson({ a: '<' })).toBe('{"a":"\\u003c"}');
  });
});
