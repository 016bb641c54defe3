import type { DiffRow } from '@codegrow/shared/content/revision-diff';

/** A diff as shown: rows, with a long run of unchanged lines folded to a count. */
export type DiffLine = { row: DiffRow } | { unchanged: number };

/**
 * The changed rows with `context` unchanged rows around each change; the rest of each run of
 * unchanged rows is one line saying how many were left out.
 */
export function diffHunks(rows: DiffRow[], context = 2): DiffLine[] {
  const near = rows.map((row, index) =>
    rows
      .slice(Math.max(0, index - context), index + context + 1)
      .some((other) => other.kind !== 'same'),
  );
  const lines: DiffLine[] = [];
  let folded = 0;
  rows.forEach((row, index) => {
    if (row.kind === 'same' && !near[index]) {
      folded += 1;
      return;
    }
    if (folded > 0) lines.push({ unchanged: folded });
    folded = 0;
    lines.push({ row });
  });
  if (folded > 0) lines.push({ unchanged: folded });
  return lines;
}
