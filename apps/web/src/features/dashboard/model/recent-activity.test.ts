import { describe, expect, it } from 'vitest';
import { latestSaved } from './recent-activity';

const saved = (id: number, saved_at: string) => ({ id, saved_at });

describe('latestSaved', () => {
  it('keeps the three latest saves, newest first', () => {
    const blogs = [
      saved(1, '2026-01-01T10:00:00Z'),
      saved(2, '2026-01-04T10:00:00Z'),
      saved(3, '2026-01-02T10:00:00Z'),
      saved(4, '2026-01-03T10:00:00Z'),
    ];
    expect(latestSaved(blogs).map((blog) => blog.id)).toEqual([2, 4, 3]);
    expect(blogs.map((blog) => blog.id)).toEqual([1, 2, 3, 4]);
  });

  it('returns fewer when fewer are saved, and honours another limit', () => {
    expect(latestSaved([saved(1, '2026-01-01T10:00:00Z')])).toHaveLength(1);
    expect(latestSaved([])).toEqual([]);
    expect(
      latestSaved([saved(1, '2026-01-01T10:00:00Z'), saved(2, '2026-01-02T10:00:00Z')], 1),
    ).toEqual([saved(2, '2026-01-02T10:00:00Z')]);
  });

  it('puts unreadable dates last', () => {
    expect(
      latestSaved([saved(1, 'garbage'), saved(2, '2026-01-02T10:00:00Z')]).map((b) => b.id),
    ).toEqual([2, 1]);
  });
});
