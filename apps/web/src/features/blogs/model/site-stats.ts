import { LEARNERS_SHOWN_FROM } from '@codegrow/shared/constants/site';
import type { SiteStats } from '@codegrow/shared/schemas/engagement';
import { type TFunction } from '../../../lib/i18n/i18n';
import type { Formats } from '@codegrow/shared/format/formats';

type CountFormat = Formats['formatCount'];

export interface SiteFigure {
  label: string;
  value: string;
}

/** '20+': a count with the plus sign of docs/product.md §2's statistics strip. */
export function plusCount(count: number, formatCount: CountFormat): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return `${formatCount(safe)}+`;
}

/**
 * The home strip's figures; without stats (the call failed) each is '0+' (docs/product.md §2, §8). A young
 * site's handful of learners is not shown.
 */
export function siteFigures(
  stats: SiteStats | undefined,
  formatCount: CountFormat,
  t: TFunction,
): SiteFigure[] {
  const learners = stats?.totalUsers ?? 0;
  const plus = (count: number) => plusCount(count, formatCount);
  const label = (key: 'articles' | 'learners' | 'premiumTutorials') => t(`home.stats.${key}`);
  return [
    { label: label('articles'), value: plus(stats?.totalBlogs ?? 0) },
    ...(stats && learners < LEARNERS_SHOWN_FROM
      ? []
      : [{ label: label('learners'), value: plus(learners) }]),
    { label: label('premiumTutorials'), value: plus(stats?.premiumBlogs ?? 0) },
  ];
}
