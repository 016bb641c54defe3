import { LEARNERS_SHOWN_FROM } from '@codegrow/shared/constants/site';
import type { SiteStats } from '@codegrow/shared/schemas/engagement';
import { formatCount } from '../../../lib/format';

export interface SiteFigure {
  label: string;
  value: string;
}

/** '20+': a count with the plus sign of docs/product.md §2's statistics strip. */
export function plusCount(count: number): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return `${formatCount(safe)}+`;
}

/**
 * The home strip's figures; without stats (the call failed) each is '0+' (docs/product.md §2, §8). A young
 * site's handful of learners is not shown.
 */
export function siteFigures(stats: SiteStats | undefined): SiteFigure[] {
  const learners = stats?.totalUsers ?? 0;
  return [
    { label: 'Articles', value: plusCount(stats?.totalBlogs ?? 0) },
    ...(stats && learners < LEARNERS_SHOWN_FROM
      ? []
      : [{ label: 'Learners', value: plusCount(learners) }]),
    { label: 'Premium tutorials', value: plusCount(stats?.premiumBlogs ?? 0) },
  ];
}
