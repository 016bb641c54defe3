import { describe, expect, it } from 'vitest';
import { findUncleanText, isCleanText } from './text';

describe('the text rule', () => {
  it('keeps what people type: letters of any script, emoji, tabs and line breaks', () => {
    for (const text of ['Hello', 'ডাটাবেস', '日本語 🚀', 'a\tb', 'line\nline\r\nline', ''])
      expect(isCleanText(text)).toBe(true);
  });

  it('refuses NUL, other control characters, DEL and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      '\u0001',
      'x\u001b[31m',
      '\u007f',
      '\u000b',
      '\uD800',
      'a\uDC00',
    ])
      expect(isCleanText(text)).toBe(false);
  });

  it('names the unclean field by its path, keys included', () => {
    expect(
      findUncleanText({ title: 'ok', data: { nodes: [{ text: 'ok' }, { text: 'a\u0000' }] } }),
    ).toBe('data.nodes.1.text');
    expect(findUncleanText({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findUncleanText({ a: 1, b: [true, null, 'fine'] })).toBeNull();
    expect(findUncleanText('\u0000')).toBe('');
  });

  it('walks nesting of any depth without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUncleanText(deep)).toMatch(/^0(\.0)*$/);
  });
});
