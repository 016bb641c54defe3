import { Fragment, type ReactNode } from 'react';
import { Table, TD } from './admin-table';

export interface Column<T> {
  head: string;
  cell: (item: T) => ReactNode;
  /** The table cell's class (the card lays its values out alike). */
  className?: string;
}

/**
 * A list an admin acts on, usable at any width: on a phone a card per item (the first column as
 * its title, the others labelled, the action in reach), on wider screens a table, which on a
 * phone would hide the action off to the side.
 */
export function CardsOrTable<T>({
  label,
  items,
  keyOf,
  columns,
  action,
  actionHead = 'Action',
}: {
  label: string;
  items: T[];
  keyOf: (item: T) => string | number;
  columns: [Column<T>, ...Column<T>[]];
  action: (item: T) => ReactNode;
  actionHead?: string;
}) {
  const [title, ...details] = columns;
  return (
    <>
      <ul aria-label={label} className="space-y-3 sm:hidden">
        {items.map((item) => (
          <li
            key={keyOf(item)}
            className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="min-w-0 break-all">{title.cell(item)}</div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {details.map((column) => (
                <Fragment key={column.head}>
                  <dt className="text-slate-500 dark:text-slate-400">{column.head}</dt>
                  <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
                    {column.cell(item)}
                  </dd>
                </Fragment>
              ))}
            </dl>
            {action(item)}
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table label={label} head={[...columns.map((column) => column.head), actionHead]}>
          {items.map((item) => (
            <tr key={keyOf(item)}>
              {columns.map((column) => (
                <td key={column.head} className={column.className ?? TD}>
                  {column.cell(item)}
                </td>
              ))}
              <td className={TD}>{action(item)}</td>
            </tr>
          ))}
        </Table>
      </div>
    </>
  );
}
