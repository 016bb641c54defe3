import { sideBySide, type DiffRow } from '@codegrow/shared/content/revision-diff';
import { cn } from '../../../lib/cn';
import { diffHunks } from '../model/diff-hunks';

const SIDE_CLASS = {
  same: '',
  removed: 'bg-red-50 text-red-900 dark:bg-red-500/10 dark:text-red-200',
  added: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200',
} as const;

/** How a side of a row is marked: a sign as well as a colour, for those who cannot see it. */
function sideOf(row: DiffRow, side: 'before' | 'after') {
  const text = row[side];
  if (text === null) return { text: '', sign: '', tone: SIDE_CLASS.same };
  if (row.kind === 'same') return { text, sign: '', tone: SIDE_CLASS.same };
  return side === 'before'
    ? { text, sign: '−', tone: SIDE_CLASS.removed }
    : { text, sign: '+', tone: SIDE_CLASS.added };
}

function Cell({ row, side }: { row: DiffRow; side: 'before' | 'after' }) {
  const { text, sign, tone } = sideOf(row, side);
  return (
    <td className={cn('w-1/2 border-slate-200 px-2 py-0.5 align-top dark:border-slate-800', tone)}>
      <span className="grid min-h-5 grid-cols-[1ch_1fr] gap-2">
        <span aria-hidden="true">{sign}</span>
        <span className="break-words whitespace-pre-wrap">
          {sign && <span className="sr-only">{sign === '+' ? 'added: ' : 'removed: '}</span>}
          {text}
        </span>
      </span>
    </td>
  );
}

interface RevisionDiffProps {
  caption: string;
  before: { label: string; text: string };
  after: { label: string; text: string };
}

/** Two versions of a text side by side, the changed lines with a little of what is around them. */
export function RevisionDiff({ caption, before, after }: RevisionDiffProps) {
  const lines = diffHunks(sideBySide(before.text, after.text));
  if (before.text === after.text) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">The text is the same.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full table-fixed font-mono text-[13px] text-slate-800 dark:text-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-slate-50 text-left font-sans text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-300">
            <th scope="col" className="px-2 py-2 font-semibold">
              {before.label}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {after.label}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) =>
            'row' in line ? (
              <tr key={index}>
                <Cell row={line.row} side="before" />
                <Cell row={line.row} side="after" />
              </tr>
            ) : (
              <tr key={index}>
                <td
                  colSpan={2}
                  className="bg-slate-50 px-2 py-1 text-center font-sans text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-400"
                >
                  {line.unchanged} unchanged {line.unchanged === 1 ? 'line' : 'lines'}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
