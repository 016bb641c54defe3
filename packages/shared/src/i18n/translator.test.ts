import { describe, expect, it } from 'vitest';
import { createTranslator, fillIn } from './translator';

const en = {
  list: {
    rows_one: '{{n}} row',
    rows_other: '{{n}} rows',
    greeting: 'Hello, {{name}}!',
    only: 'Only in English',
  },
} as const;
const bn = {
  list: { rows_one: '{{n}}টি সারি', rows_other: '{{n}}টি সারির দল', greeting: 'নমস্কার, {{name}}!' },
};

describe('createTranslator', () => {
  it('reads dotted keys and fills in values', () => {
    const { t } = createTranslator<typeof en>('en', en);
    expect(t('list.greeting', { name: 'Rahim' })).toBe('Hello, Rahim!');
    expect(t('list.only')).toBe('Only in English');
  });

  it('picks the plural form by count, as the language counts (CLDR)', () => {
    const english = createTranslator<typeof en>('en', en);
    expect(english.t('list.rows', { count: 1, n: '1' })).toBe('1 row');
    expect(english.t('list.rows', { count: 0, n: '0' })).toBe('0 rows');
    // Bengali's 'one' covers 0 and 1; 'other' the rest.
    const bangla = createTranslator<typeof en>('bn', bn, en);
    expect(bangla.t('list.rows', { count: 0, n: '০' })).toBe('০টি সারি');
    expect(bangla.t('list.rows', { count: 5, n: '৫' })).toBe('৫টি সারির দল');
  });

  it('falls back to the fallback texts, then to the key itself', () => {
    const bangla = createTranslator<typeof en>('bn', bn, en);
    expect(bangla.t('list.only')).toBe('Only in English');
    expect(bangla.t('list.missing' as 'list.only')).toBe('list.missing');
  });

  it('keeps its own texts when more are added, and adds the new ones', () => {
    const translator = createTranslator<typeof en>('en', en);
    translator.addTexts({ list: { only: 'Replaced?', extra: 'Extra' } });
    expect(translator.t('list.only')).toBe('Only in English');
    expect(translator.t('list.extra' as 'list.only')).toBe('Extra');
  });

  it('gives a text as written for a template, in its plural form', () => {
    const { template } = createTranslator<typeof en>('en', en);
    expect(template('list.rows', 2)).toBe('{{n}} rows');
  });
});

describe('fillIn', () => {
  it('fills each placeholder, and leaves one without a value empty', () => {
    expect(fillIn('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and ');
  });
});
