import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';
import { describe, expect, it } from 'vitest';
import { english } from '../../../test/english';

// OFFLINE_TEXT's texts made from numbers are plurals in the texts: English must read the same.
const { t } = english;

describe('the offline texts in English', () => {
  it.each([0, 1, 2, 12])('say a path downloaded with %i articles as the spec does', (count) => {
    expect(t('offline.downloadPath.done', { count, articles: String(count) })).toBe(
      OFFLINE_TEXT.pathDownloaded(count),
    );
  });

  it.each([1, 3])('total %i kept items as the spec does', (count) => {
    expect(t('offline.list.total', { count, items: String(count), size: '48 kB' })).toBe(
      OFFLINE_TEXT.total(count, '48 kB'),
    );
  });

  it('name the remove button with the page it removes', () => {
    expect(t('offline.list.removeItem', { title: 'SQL Joins' })).toBe(
      `${OFFLINE_TEXT.remove} SQL Joins`,
    );
  });
});
