import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** What a component reads its words with: `t`, and the page's i18next instance. */
interface PageTexts {
  t: I18n['t'];
  i18n: I18n;
}

const textsOf = new WeakMap<I18n, PageTexts>();

/**
 * The page's texts, as react-i18next's `useTranslation()` gives them, without its copy of the
 * whole i18next instance for every component that asks (on the server every component asks on
 * every render: a fifteenth of a subscriber's page went to those copies). A page's language
 * never changes while it is open (each language has its own instance, chosen as the page
 * loads, and nothing calls `changeLanguage`), so one `t` per instance serves every component.
 */
export function useTranslation(): PageTexts {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let texts = textsOf.get(i18n);
  if (!texts) {
    texts = { t: i18n.t.bind(i18n) as I18n['t'], i18n };
    textsOf.set(i18n, texts);
  }
  return texts;
}
