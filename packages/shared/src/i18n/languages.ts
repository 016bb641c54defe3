/**
 * The interface's languages. English is the default and lives at the site's plain addresses;
 * Bangla lives under `/bn` (`/bn/blog/1`), so that each address is one page in one language,
 * kept by any cache as it is (docs/decisions/0021-bangla.md). Articles stay in the language
 * they were written in.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in itself, as a switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The locale numbers and dates are written in: Bangla has its own digits and month names. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

/** Where a language's pages live: '' for the default's plain addresses. */
export const LANGUAGE_BASES: Record<Language, string> = { en: '', bn: '/bn' };

/** The cookie that keeps a reader's explicit choice; without it, `Accept-Language` decides. */
export const LANGUAGE_COOKIE = 'cg_lang';

/** The address that sets the choice and goes to the page in that language. */
export const LANGUAGE_SWITCH_PATH = '/language';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);

const BN_PREFIX = /^\/bn(?=\/|$|\?|#)/;

/** The language an address's pages are in, by its path. */
export function languageOfPath(path: string): Language {
  return BN_PREFIX.test(path) ? 'bn' : DEFAULT_LANGUAGE;
}

/** An address without its language's prefix: '/bn/blog/1' → '/blog/1', '/bn' → '/'. */
export function pathWithoutLanguage(path: string): string {
  const rest = path.replace(BN_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in `language`: '/blog/1' → '/bn/blog/1'; '/' → '/bn'. */
export function pathInLanguage(path: string, language: Language): string {
  const plain = pathWithoutLanguage(path);
  const base = LANGUAGE_BASES[language];
  if (!base) return plain;
  return plain === '/' ? base : `${base}${plain.startsWith('/?') ? plain.slice(1) : plain}`;
}
