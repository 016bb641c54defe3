import { describe, expect, it } from 'vitest';
import { sideBySide } from '@codegrow/shared/content/revision-diff';
import { diffHunks } from './diff-hunks';

const lines = (count: number, prefix = 'line') =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

describe('a diff as shown', () => {
  it('keeps two lines around a change and folds the rest to a count', () => {
    const before = lines(10).join('\n');
    const after = lines(10)
      .map((line) => (line === 'line 5' ? 'line five' : line))
      .join('\n');
    const shown = diffHunks(sideBySide(before, after));
    expect(shown[0]).toEqual({ unchanged: 2 });
    expect(shown.slice(1, 6).map((line) => ('row' in line ? line.row.after : null))).toEqual([
      'line 3',
      'line 4',
      'line five',
      'line 6',
      'line 7',
    ]);
    expect(shown.at(-1)).toEqual({ unchanged: 3 });
  });

  it('shows nothing folded when the texts are the same length apart from a change', () => {
    expect(diffHunks(sideBySide('a\nb', 'a\nc'))).toEqual([
      { row: { before: 'a', after: 'a', kind: 'same' } },
      { row: { before: 'b', after: 'c', kind: 'changed' } },
    ]);
  });
});
