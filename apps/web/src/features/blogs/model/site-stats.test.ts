import { describe, expect, it } from 'vitest';
import { formatsFor } from '@codegrow/shared/format/formats';
import { plusCount as plusCountIn, siteFigures as siteFiguresIn } from './site-stats';
import { english } from '../../../../test/english';

const { formatCount } = formatsFor('en');
const plusCount = (count: number) => plusCountIn(count, formatCount);
const siteFigures = (stats: Parameters<typeof siteFiguresIn>[0]) =>
  siteFiguresIn(stats, formatCount, english.t);

describe('plusCount', () => {
  it('adds the plus sign and groups thousands', () => {
    expect(plusCount(20)).toBe('20+');
    expect(plusCount(1234)).toBe('1,234+');
  });

  it('never shows a negative or broken count', () => {
    expect(plusCount(-3)).toBe('0+');
    expect(plusCount(Number.NaN)).toBe('0+');
  });
});

describe('siteFigures', () => {
  it('lists articles, learners and premium tutorials in that order', () => {
    expect(siteFigures({ totalBlogs: 20, totalUsers: 1250, premiumBlogs: 6 })).toEqual([
      { label: 'Articles', value: '20+' },
      { label: 'Learners', value: '1,250+' },
      { label: 'Premium tutorials', value: '6+' },
    ]);
  });

  it('leaves out a handful of learners', () => {
    const figures = siteFigures({ totalBlogs: 20, totalUsers: 2, premiumBlogs: 6 });
    expect(figures.map((figure) => figure.label)).toEqual(['Articles', 'Premium tutorials']);
    expect(siteFigures({ totalBlogs: 20, totalUsers: 10, premiumBlogs: 6 })).toHaveLength(3);
  });

  it('falls back to zero for every figure when the stats are missing', () => {
    expect(siteFigures(undefined).map((figure) => figure.value)).toEqual(['0+', '0+', '0+']);
  });
});
