import { describe, expect, it } from 'vitest';
import { blogWriteSchema, excerptFromMarkdown, normalizeTags, slugify } from './blog-write';

describe('blogWriteSchema', () => {
  const valid = { title: 'Hello', category: 'databases', content: 'Long enough content.' };

  it.each([
    [{ title: '  ab ' }, 'Title must be at least 3 characters'],
    [{ title: 'x'.repeat(501) }, 'Title must be at most 500 characters'],
    [{ category: ' ' }, 'Please select a category'],
    [{ content: ' short ' }, 'Content must be at least 10 characters'],
  ])('%o → %s', (change, message) => {
    const result = blogWriteSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('reads multipart text fields', () => {
    const parsed = blogWriteSchema.parse({
      ...valid,
      isPremium: 'true',
      isPublished: 'false',
      tags: 'sql, SQL , ,joins',
    });
    expect(parsed).toMatchObject({ isPremium: true, isPublished: false, tags: 'sql, joins' });
  });
});

describe('helpers', () => {
  it('normalizes tags', () => expect(normalizeTags(' a,  b  c ,A,,')).toBe('a, b c'));
  it('slugifies names', () =>
    expect(slugify('  Web Développement & APIs ')).toBe('web-developpement-apis'));
  it('makes a plain-text excerpt from Markdown', () => {
    const markdown =
      '# Title\n\nSome **bold** [link](http://x) text.\n\n```js\ncode()\n```\n\n- item';
    expect(excerptFromMarkdown(markdown)).toBe('Title Some bold link text. item');
    expect(excerptFromMarkdown('word '.repeat(100), 20)).toBe('word word word word…');
  });
});
