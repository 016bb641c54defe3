import { DEFAULT_LANGUAGE, type Language } from '@codegrow/shared/i18n/languages';
import {
  createTranslator,
  type TextKey as KeyOf,
  type Translator,
} from '@codegrow/shared/i18n/translator';
import { en } from '../../locales/en';
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

/**
 * The texts for one page's language, ready at once: they are given, not fetched, so the
 * server renders and the browser hydrates with the same words and no wait. English is the
 * fallback of every key.
 */
export function createI18n(language: Language, texts?: Texts): I18n {
  if (language === DEFAULT_LANGUAGE || !texts) return createTranslator<AppTexts>(language, en);
  return createTranslator<AppTexts>(language, texts, en);
}

/** Bangla's texts, as a chunk of their own: English pages never load them. */
export const loadTexts = async (): Promise<Texts> => (await import('../../locales/bn')).bn;
