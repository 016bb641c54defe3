import { describe, expect, it } from 'vitest';
import { plainSnippet } from './plain-snippet';

describe('plainSnippet', () => {
  it('keeps the words of a passage and drops the Markdown around them', () => {
    expect(
      plainSnippet(
        'Intro.\n\n## Why indexes matter\n\nAn **index** lets `SELECT` find [rows](https://x.org) fast:\n\n```sql\nSELECT 1;\n```\n- one\n> quoted',
      ),
    ).toBe('Intro. Why indexes matter An index lets SELECT find rows fast: SELECT 1; one quoted');
  });

  it('leaves ordinary punctuation alone', () => {
    expect(plainSnippet('2 * 3 = 6, snake_case and a_b stay.')).toBe(
      '2 * 3 = 6, snake_case and a_b stay.',
    );
  });
});
