import { describe, expect, it } from 'vitest';
import { prefixQueryText } from './search-query';

describe('prefixQueryText', () => {
  it('matches every word of three letters or more from its beginning', () => {
    expect(prefixQueryText('Postgres  isolation')).toBe('postgres:* & isolation:*');
    expect(prefixQueryText('go is fun')).toBe('go & is & fun:*');
  });

  it('keeps letters of any script and digits, and nothing a query would read as syntax', () => {
    expect(prefixQueryText("clos:* | !'x'")).toBe('clos:* & x');
    expect(prefixQueryText('Übersicht ES2023')).toBe('übersicht:* & es2023:*');
    expect(prefixQueryText('!&|()')).toBeNull();
  });
});
