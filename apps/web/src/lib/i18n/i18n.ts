import { DEFAULT_LANGUAGE, type Language } from '@codegrow/shared/i18n/languages';
import { createInstance, type i18n, type Resource } from 'i18next';
import { en } from '../../locales/en';
import type { bn } from '../../locales/bn';

/** The texts of a language other than English, loaded with that language's pages. */
export type Texts = typeof bn;

/**
 * An i18next instance for one page's language, ready at once: its texts are given, not
 * fetched, so the server renders and the browser hydrates with the same words and no wait.
 * English is the fallback of every key.
 */
export function createI18n(language: Language, texts?: Texts): i18n {
  const resources: Resource = { en: { translation: en } };
  if (language !== DEFAULT_LANGUAGE && texts) resources[language] = { translation: texts };
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'bn'],
    resources,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Bangla's texts, as a chunk of their own: English pages never load them. */
export const loadTexts = async (): Promise<Texts> => (await import('../../locales/bn')).bn;
