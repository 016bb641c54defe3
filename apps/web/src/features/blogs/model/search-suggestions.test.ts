import type { Category } from '@codegrow/shared/schemas/blog';
import { describe, expect, it } from 'vitest';
import { searchSuggestions } from './search-suggestions';

const category = (id: number, name: string, blog_count = 3): Category => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  description: null,
  blog_count,
});
const categories = [
  category(1, 'Databases'),
  category(2, 'Web Development'),
  category(3, 'Data Science', 0),
  category(4, 'DevOps'),
];
const articles = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  title: `Article ${index + 1}`,
}));

describe('searchSuggestions', () => {
  it('offers nothing before two characters', () => {
    expect(searchSuggestions(' d ', articles, categories)).toEqual([]);
  });

  it('offers categories with a word starting with the text, then at most five articles', () => {
    const offered = searchSuggestions('de', articles, categories);
    expect(offered.map((item) => item.label)).toEqual([
      'Web Development',
      'DevOps',
      ...articles.slice(0, 5).map((article) => article.title),
    ]);
    expect(offered[0]).toMatchObject({ kind: 'category', href: '/blogs?category=web-development' });
    expect(offered[2]).toMatchObject({ kind: 'article', href: '/blog/1', key: 'article-1' });
  });

  it('matches the start of a name of several words as well', () => {
    expect(searchSuggestions('web dev', [], categories).map((item) => item.label)).toEqual([
      'Web Development',
    ]);
  });

  it('offers learning paths whose title has a word starting with the text, after categories', () => {
    const sqlPath = {
      id: 9,
      slug: 'databases-for-developers',
      title: 'Databases for Developers',
      description: '',
      level: 'beginner' as const,
      cover_url: null,
      cover_blog_id: null,
      steps: 5,
      premium_steps: 0,
      reading_time: 40,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const offered = searchSuggestions('data', [], categories, [sqlPath]);
    expect(offered.map((item) => [item.kind, item.label])).toEqual([
      ['category', 'Databases'],
      ['path', 'Databases for Developers'],
    ]);
    expect(offered[1]?.href).toBe('/paths/databases-for-developers');
  });

  it('leaves out categories without articles', () => {
    const offered = searchSuggestions('data', [], categories);
    expect(offered.map((item) => item.label)).toEqual(['Databases']);
  });
});
