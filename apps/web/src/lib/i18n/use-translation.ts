import { createContext, useContext } from 'react';
import type { I18n, TFunction } from './i18n';

/** What a component reads its words with: `t`, and the page's texts. */
interface PageTexts {
  t: TFunction;
  i18n: I18n;
}

const PageTextsContext = createContext<I18n | null>(null);

/** Gives the page's texts to everything under it (one language a page: it never changes). */
export const TextsProvider = PageTextsContext.Provider;

let outsideAnyPage: I18n | null = null;

/** The texts a component reads where no provider gives any (a component tested on its own). */
export function setTextsOutsideAnyPage(i18n: I18n) {
  outsideAnyPage = i18n;
}

const pageTexts = new WeakMap<I18n, PageTexts>();

/** The page's texts, as react-i18next's `useTranslation()` gave them: `{ t, i18n }`. */
export function useTranslation(): PageTexts {
  const i18n = useContext(PageTextsContext) ?? outsideAnyPage;
  if (!i18n) throw new Error('useTranslation() outside a TextsProvider');
  let texts = pageTexts.get(i18n);
  if (!texts) {
    texts = { t: i18n.t, i18n };
    pageTexts.set(i18n, texts);
  }
  return texts;
}
