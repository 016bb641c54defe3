import { describe, expect, it } from 'vitest';
import { xmlText } from './xml-text';

describe('xmlText', () => {
  it('removes what XML 1.0 forbids and keeps every other character', () => {
    expect(xmlText('a\u0000b\u0008c\u000Bd\u000Ce\u000Ef\u001Fg\uFFFEh\uFFFFi')).toBe('abcdefghi');
    expect(xmlText('lone \uD800 and \uDC00 halves')).toBe('lone  and  halves');
    const kept = 'tab\tline\nreturn\r café 日本 😀 \u007F \uE000 \uFFFD';
    expect(xmlText(kept)).toBe(kept);
  });
});
