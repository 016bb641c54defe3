import { fillIn, type TextValues } from '@codegrow/shared/i18n/translator';
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TextKey } from './i18n';
import { useTranslation } from './use-translation';

const TAGGED = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A text's tagged parts as the given elements: 'Signed in as <email>{{email}}</email>' with
 * `email: <strong />`. The tags are the translation's, read before the values are filled in,
 * so a value (a reader's search) is only ever text.
 */
function renderTagged(
  text: string,
  values: TextValues,
  components: Readonly<Record<string, ReactElement>>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > from) parts.push(fillIn(text.slice(from, match.index), values));
    const element = components[name];
    const children = renderTagged(inner, values, components);
    parts.push(element ? cloneElement(element, { key: parts.length }, ...children) : children);
    from = match.index + whole.length;
  }
  if (from < text.length) parts.push(fillIn(text.slice(from), values));
  return parts;
}

/** A text with elements in it (links, emphasis), as react-i18next's <Trans> rendered one. */
export function Trans({
  i18nKey,
  count,
  values = {},
  components,
}: {
  i18nKey: TextKey;
  /** Picks the text's plural form, and fills its `{{count}}`. */
  count?: number;
  values?: TextValues;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const { i18n } = useTranslation();
  const text = i18n.template(i18nKey, count);
  return <Fragment>{renderTagged(text, { count, ...values }, components)}</Fragment>;
}
