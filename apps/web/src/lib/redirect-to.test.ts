import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect-to';

describe('where a reader goes after signing in', () => {
  it('returns to the page of this site that asked', () => {
    expect(safeRedirect('/blog/1')).toBe('/blog/1');
    expect(safeRedirect('/subscribe?pay=1#form')).toBe('/subscribe?pay=1#form');
  });

  it('goes home for anything that is not a path of this site, or is a sign-in page', () => {
    for (const to of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/register?x=1',
    ])
      expect(safeRedirect(to)).toBe('/');
  });
});
