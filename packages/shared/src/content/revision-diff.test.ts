import { describe, expect, it } from 'vitest';
import { revisionChanged, sideBySide, summarizeChange } from './revision-diff';

const version = { title: 'Joins', content: 'One.\nTwo.\nThree.', tags: 'sql' };

describe('an article’s change in one line', () => {
  it('names each part that changed and counts the text’s lines', () => {
    expect(
      summarizeChange(version, {
        ...version,
        title: 'SQL joins',
        content: 'One.\n2.\nThree.\nFour.',
      }),
    ).toBe('Changed the title and the text (+2 −1 lines)');
    expect(summarizeChange(version, { ...version, tags: 'sql, joins' })).toBe('Changed the tags');
    expect(summarizeChange(version, { title: 'A', content: 'One.', tags: 'b' })).toBe(
      'Changed the title, the text (+0 −2 lines) and the tags',
    );
  });

  it('sees no change where only other fields would differ', () => {
    expect(revisionChanged(version, { ...version })).toBe(false);
    expect(revisionChanged(version, { ...version, tags: 'SQL' })).toBe(true);
  });
});

describe('two versions side by side', () => {
  it('faces a replaced line with its replacement and extra lines with a gap', () => {
    expect(sideBySide('One.\nTwo.\nThree.', 'One.\n2.\nThree.\nFour.')).toEqual([
      { before: 'One.', after: 'One.', kind: 'same' },
      { before: 'Two.', after: '2.', kind: 'changed' },
      { before: 'Three.', after: 'Three.', kind: 'same' },
      { before: null, after: 'Four.', kind: 'added' },
    ]);
  });

  it('shows removed lines against a gap', () => {
    expect(sideBySide('a\nb\nc', 'a\nc')).toEqual([
      { before: 'a', after: 'a', kind: 'same' },
      { before: 'b', after: null, kind: 'removed' },
      { before: 'c', after: 'c', kind: 'same' },
    ]);
  });
});
