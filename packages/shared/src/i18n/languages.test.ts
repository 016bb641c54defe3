import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './languages';

describe('a page in each language', () => {
  it('reads the language from the address, Bangla under /bn only', () => {
    expect(languageOfPath('/bn')).toBe('bn');
    expect(languageOfPath('/bn/blog/1')).toBe('bn');
    expect(languageOfPath('/bn?q=sql')).toBe('bn');
    expect(languageOfPath('/bnb/blog/1')).toBe('en');
    expect(languageOfPath('/blog/1')).toBe('en');
  });

  it('moves an address between languages, keeping its query', () => {
    expect(pathInLanguage('/blog/1', 'bn')).toBe('/bn/blog/1');
    expect(pathInLanguage('/', 'bn')).toBe('/bn');
    expect(pathInLanguage('/?q=a', 'bn')).toBe('/bn?q=a');
    expect(pathInLanguage('/bn/blogs?category=sql', 'en')).toBe('/blogs?category=sql');
    expect(pathInLanguage('/bn', 'en')).toBe('/');
    expect(pathInLanguage('/bn/paths', 'bn')).toBe('/bn/paths');
    expect(pathWithoutLanguage('/bn?q=a')).toBe('/?q=a');
  });
});
