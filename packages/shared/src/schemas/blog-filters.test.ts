import { describe, expect, it } from 'vitest';
import { blogFiltersFormSchema, searchFormSchema } from './blog-filters';

describe('the search fields', () => {
  it('send the search trimmed, as the list query reads it', () => {
    expect(blogFiltersFormSchema.parse({ search: '  closures ', category: 'js' })).toEqual({
      search: 'closures',
      category: 'js',
    });
    expect(searchFormSchema.parse({ q: ' closures  ' })).toEqual({ q: 'closures' });
  });

  it('take at most 200 characters, spaces around them aside', () => {
    expect(searchFormSchema.safeParse({ q: ` ${'a'.repeat(200)} ` }).success).toBe(true);
    expect(searchFormSchema.safeParse({ q: 'a'.repeat(201) }).error?.issues[0]?.message).toBe(
      'search must be at most 200 characters',
    );
  });

  it('leave the category as the URL names it', () => {
    expect(blogFiltersFormSchema.parse({ search: '', category: '12' }).category).toBe('12');
  });
});
