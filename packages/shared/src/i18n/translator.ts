/**
 * Interface texts by key, in one language: what the web app renders with (on the server and
 * in the browser) and the API answers its messages in. The little this site asks of a
 * translation library, and no more: dotted keys into nested texts, `{{name}}` filled from the
 * options, and plurals by `count` as CLDR names them (`rows_one`, `rows_other`; chosen by
 * Intl.PluralRules, as i18next does). It replaced i18next in the browser, whose 40 kB of
 * script (a ninth of every page's) went to features no page used (docs/benchmarks.md).
 */

/** A text tree: strings, or more trees under keys. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of a text tree, dotted, plural forms under their one name ('sqlRunner.rows'). */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** What a text is filled from: `count` picks its plural form; the rest fill `{{name}}`. */
export type TextValues = Readonly<Record<string, unknown>> & { count?: number };

export type TFunction<T = Texts> = (key: TextKey<T>, values?: TextValues) => string;

export interface Translator<T = Texts> {
  readonly language: string;
  readonly t: TFunction<T>;
  /** A text as written, its `{{name}}`s unfilled: in the plural form for `count` if given. */
  readonly template: (key: TextKey<T>, count?: number) => string;
  /** Adds texts under their keys (a chunk's own, loaded with it); known keys stay as they are. */
  addTexts(texts: Texts): void;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `text` with each `{{name}}` filled from `values`; one without a value is left empty. */
export const fillIn = (text: string, values: TextValues) =>
  text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });

function lookUp(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(into: Record<string, string | Texts>, texts: Texts) {
  for (const [key, value] of Object.entries(texts)) {
    const known = into[key];
    if (known === undefined) into[key] = value;
    else if (typeof known !== 'string' && typeof value !== 'string') {
      const copy = { ...known };
      merge(copy, value);
      into[key] = copy;
    }
  }
}

/**
 * The texts of `language`. A key missing from them reads the `fallback` texts, then is shown
 * as itself (a type error first: keys are checked when the app is built).
 */
export function createTranslator<T extends Texts>(
  language: string,
  texts: Texts,
  fallback?: Texts,
): Translator<T> {
  const own: Record<string, string | Texts> = { ...texts };
  const plurals = new Intl.PluralRules(language);
  const find = (key: string) =>
    lookUp(own, key) ?? (fallback === undefined ? undefined : lookUp(fallback, key));
  const template = (key: string, count?: number) =>
    (count === undefined
      ? undefined
      : (find(`${key}_${plurals.select(count)}`) ?? find(`${key}_other`))) ??
    find(key) ??
    key;
  const t = (key: string, values?: TextValues) => {
    const text = template(key, values?.count);
    return values === undefined ? text : fillIn(text, values);
  };
  return {
    language,
    t: t as TFunction<T>,
    template: template as Translator<T>['template'],
    addTexts: (more) => merge(own, more),
  };
}
