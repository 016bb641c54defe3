const THOUSAND = 1_000;
const MILLION = 1_000_000;

/**
 * docs/product.md §2/9: a count as the footer shows it: '999', '1.2K' from 1,000, '1.5M'
 * from 1,000,000, one decimal. A value that would round to '1000.0K' is shown as '1.0M'.
 */
export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  if (count < THOUSAND) return String(Math.round(count));
  const thousands = (count / THOUSAND).toFixed(1);
  if (count < MILLION && Number(thousands) < THOUSAND) return `${thousands}K`;
  return `${(count / MILLION).toFixed(1)}M`;
}
