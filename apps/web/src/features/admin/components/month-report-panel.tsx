import { PROVIDER_LABELS, REPORT_ITEM_KINDS } from '@codegrow/shared/constants/payment-providers';
import { useId, useState } from 'react';
import { inputClass } from '../../../components/ui/form/text-field';
import { cn } from '../../../lib/cn';
import { formatCount, formatTaka } from '../admin-formats';
import { useMonthReport } from '../api/get-month-report';
import { card, Table, TD } from './admin-table';

/** This month in Bangladesh time, where the books are kept. */
const currentMonth = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 7);

/** '-৳30' or '+৳0.37': what a line adds to the difference. */
const signed = (taka: number) => `${taka < 0 ? '−' : '+'}${formatTaka(Math.abs(taka))}`;

/** The month-end report: verified payments against the wallet's credits, the gap explained. */
export function MonthReportPanel() {
  const [month, setMonth] = useState(currentMonth);
  const report = useMonthReport(month);
  const monthId = useId();
  const data = report.data;

  return (
    <section aria-labelledby="month-report-heading" className={`${card} space-y-4`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="month-report-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Month-end report
        </h2>
        <div>
          <label
            htmlFor={monthId}
            className="block text-xs font-medium text-slate-600 dark:text-slate-400"
          >
            Month
          </label>
          <input
            id={monthId}
            type="month"
            className={cn(inputClass, 'mt-1 w-44')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
      </div>
      {data && (
        <>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Verified payments</dt>
              <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {formatCount(data.verified.count)} · {formatTaka(data.verified.total)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Money received</dt>
              <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {formatCount(data.credits.count)} · {formatTaka(data.credits.total)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Difference</dt>
              <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {signed(data.difference)}
              </dd>
            </div>
          </dl>
          {data.items.length > 0 ? (
            <Table label="What makes the difference" head={['Transaction ID', 'Why', 'Amount']}>
              {data.items.map((item) => (
                <tr key={`${item.kind}-${item.trxId}`}>
                  <td className={cn(TD, 'font-mono')}>
                    {item.trxId}
                    {item.provider && (
                      <span className="ml-2 font-sans text-xs text-slate-500 dark:text-slate-400">
                        {PROVIDER_LABELS[item.provider]}
                      </span>
                    )}
                  </td>
                  <td className={TD}>{REPORT_ITEM_KINDS[item.kind]}</td>
                  <td className={cn(TD, 'tabular-nums')}>{signed(item.amount)}</td>
                </tr>
              ))}
            </Table>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Every taka received this month is a verified payment of this month.
            </p>
          )}
        </>
      )}
    </section>
  );
}
