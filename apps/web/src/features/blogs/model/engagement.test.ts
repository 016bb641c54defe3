import type { Blog } from '@codegrow/shared/schemas/blog';
import { describe, expect, it } from 'vitest';
import { withLike, withSave } from './engagement';

const blog = (fields: Partial<Blog> = {}): Blog => ({
  id: 1,
  title: 'T',
  category: 'C',
  category_id: 1,
  category_slug: 'c',
  tags: '',
  excerpt: '',
  content: '',
  content_html: '',
  image_url: null,
  is_premium: false,
  is_published: true,
  author_name: 'A',
  publish_date: null,
  publish_at: null,
  free_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  likes_count: 3,
  reading_time: 1,
  locked: false,
  ...fields,
});

describe('withLike', () => {
  it('counts a new like and takes one away on unlike', () => {
    expect(withLike(blog({ isLiked: false }), true)).toMatchObject({
      isLiked: true,
      likes_count: 4,
    });
    expect(withLike(blog({ isLiked: true }), false)).toMatchObject({
      isLiked: false,
      likes_count: 2,
    });
  });

  it('leaves the count alone when the state does not change', () => {
    expect(withLike(blog({ isLiked: true }), true).likes_count).toBe(3);
    expect(withLike(blog(), false).likes_count).toBe(3);
  });

  it("prefers the server's count and never goes below zero", () => {
    expect(withLike(blog(), true, 10).likes_count).toBe(10);
    expect(withLike(blog({ isLiked: true, likes_count: 0 }), false).likes_count).toBe(0);
  });

  it('does not touch the original', () => {
    const original = blog();
    withLike(original, true);
    expect(original).toMatchObject({ likes_count: 3 });
    expect(original.isLiked).toBeUndefined();
  });
});

describe('withSave', () => {
  it('sets the saved flag', () => {
    expect(withSave(blog(), true).isSaved).toBe(true);
    expect(withSave(blog({ isSaved: true }), false).isSaved).toBe(false);
  });
});
