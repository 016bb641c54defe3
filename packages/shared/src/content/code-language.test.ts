import { describe, expect, it } from 'vitest';
import { languageFromClassName, languageLabel } from './code-language';

describe('languageFromClassName', () => {
  it('finds the fence language among the classes', () => {
    expect(languageFromClassName(['hljs', 'language-sql'])).toBe('sql');
    expect(languageFromClassName('language-ts hljs')).toBe('ts');
  });

  it('is null without one', () => {
    expect(languageFromClassName(['hljs'])).toBeNull();
    expect(languageFromClassName(['language-'])).toBeNull();
    expect(languageFromClassName(undefined)).toBeNull();
    expect(languageFromClassName(42)).toBeNull();
  });
});

describe('languageLabel', () => {
  it('names common languages and keeps unknown ones as written', () => {
    expect(languageLabel('sql')).toBe('SQL');
    expect(languageLabel('JS')).toBe('JavaScript');
    expect(languageLabel('elixir')).toBe('elixir');
    expect(languageLabel(null)).toBe('Code');
  });
});
