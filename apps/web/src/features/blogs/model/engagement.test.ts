import type { Blog } from '@codegrow/shared/schemas/blog';
import { describe, expect, it } from 'vitest';
import { article } from '../../../../test/fixtures';
import { withLike, withSave } from './engagement';

const blog = (fields: Partial<Blog> = {}): Blog => article({ likes_count: 3, ...fields });

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
