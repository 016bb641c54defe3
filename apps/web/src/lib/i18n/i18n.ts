import { DEFAULT_LANGUAGE, type Language } from '@codegrow/shared/i18n/languages';
import {
  createTranslator,
  type TextKey as KeyOf,
  type Translator,
} from '@codegrow/shared/i18n/translator';
import type { en } from '../../locales/en';
import type { bn } from '../../locales/bn';
import type { sqlRunner } from '../../locales/en/sql-runner';

/** The texts of a language other than English, loaded with that language's pages. */
export type Texts = typeof bn;

/**
 * Every text the app has, by key: checked when it is built, so `t('common.nav.home')` exists
 * and a typo does not build. `sqlRunner` comes with the SQL runner's own chunk, on a reader's
 * first run of a query.
 */
export type AppTexts = typeof en & { sqlRunner: typeof sqlRunner };
export type TextKey = KeyOf<AppTexts>;
/** The page's texts in its language (what `useTranslation()` gives). */
export type I18n = Translator<AppTexts>;
export type TFunction = I18n['t'];

/** A language's texts: English's, or a translation of every one of them. */
export type LanguageTexts = typeof en | Texts;

/**
 * The texts for one page's language, ready at once: they are given, not fetched, so the
 * server renders and the browser hydrates with the same words and no wait. A translation has
 * every key (its type says so), so no page falls back to another language's words.
 */
export function createI18n(language: Language, texts: LanguageTexts): I18n {
  return createTranslator<AppTexts>(language, texts);
}

/**
 * A language's texts, each in a chunk of its own: a Bangla page never downloads the English
 * texts, nor an English page the Bangla ones. The server preloads a page's own
 * (`TEXTS_MODULES`), so they come with the page's other files, not after its entry has run.
 */
export const loadTexts = async (language: Language): Promise<LanguageTexts> =>
  language === DEFAULT_LANGUAGE
    ? (await import('../../locales/en')).en
    : (await import('../../locales/bn')).bn;

/** Each language's texts module, as the build's manifests name it. */
export const TEXTS_MODULES: Record<Language, string> = {
  en: 'src/locales/en/index.ts',
  bn: 'src/locales/bn/index.ts',
};
