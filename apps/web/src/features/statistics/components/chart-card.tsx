import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { STATISTICS_TEXTS as M } from '../shared-texts';

const CARD =
  'flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-white/10 dark:bg-white/5';

/** Chart heights, shared with the loading skeleton so the page holds still when data arrives. */
export const CHART_HEIGHT = { columns: 240, rows: 320, categories: 380, time: 240 } as const;

/** A chart card's heading, its table's caption, and what it says when there is nothing to show. */
export type ChartMessages = { title: string; caption: string; empty: string };

/** A chart card's props (see ChartCard). */
export type ChartCardProps<T> = {
  messages: ChartMessages;
  /** One sentence saying what the chart shows; null when there is nothing to show. */
  summary: string | null;
  height: number;
  chart: ReactNode;
  /** The figures as a table (captioned with the messages' caption), opened under the chart. */
  table: Omit<DataTableProps<T>, 'caption'>;
  /** Whether the table is worth opening when the chart is empty (all labels with zeros). */
  hasTableWhenEmpty?: boolean;
  className?: string;
  /** Controls under the summary that choose what the chart shows (a select). */
  controls?: ReactNode;
};

/**
 * One chart of the statistics page: its heading, a one-sentence summary, the chart (hidden from
 * screen readers) and the same figures in a table behind a disclosure, which keyboard and screen
 * reader users reach in reading order.
 */
export function ChartCard<T>({
  messages,
  summary,
  height,
  chart,
  table,
  hasTableWhenEmpty = false,
  className = '',
  controls,
}: ChartCardProps<T>) {
  const headingId = useId();
  const isEmpty = summary === null;
  return (
    <section aria-labelledby={headingId} className={`${CARD} ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {messages.title}
      </h2>
      <p className="mt-1 min-h-10 text-sm text-slate-600 dark:text-slate-300">
        {isEmpty ? messages.empty : summary}
      </p>
      {controls}
      <div aria-hidden="true" className="mt-3 text-slate-600 dark:text-slate-300" style={{ height }}>
        {isEmpty ? (
          <div className="h-full rounded-xl border border-dashed border-slate-300 dark:border-white/15" />
        ) : (
          chart
        )}
      </div>
      {(!isEmpty || hasTableWhenEmpty) && (
        <details className="group mt-3 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-200 [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
            {M.showTable}
          </summary>
          <div className="mt-2">
            <DataTable caption={messages.caption} {...table} />
          </div>
        </details>
      )}
    </section>
  );
}

/** A chart card's skeleton, the same size as the card it stands for. */
export function ChartCardSkeleton({ height, className = '' }: { height: number; className?: string }) {
  return (
    <div className={`${CARD} ${className}`}>
      <div className="h-7 w-2/3 rounded bg-slate-200 dark:bg-white/10" />
      <div className="mt-1 h-10 w-full rounded bg-slate-100 dark:bg-white/5" />
      <div className="mt-3 rounded-xl bg-slate-100 dark:bg-white/5" style={{ height }} />
      <div className="mt-3 h-11 w-40 rounded bg-slate-100 dark:bg-white/5" />
    </div>
  );
}

/** One table column: its header, how a row fills its cell, and whether it holds figures. */
export type Column<T> = { header: string; cell: (row: T) => ReactNode; isNumeric?: boolean };

type DataTableProps<T> = {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The first column heads each row (th scope=row). */
  columns: readonly [Column<T>, ...Column<T>[]];
};

/** A chart's figures as a plain table with a caption and column and row headers. */
function DataTable<T>({ caption, rows, rowKey, columns }: DataTableProps<T>) {
  const [first, ...rest] = columns;
  const numeric = 'text-right tabular-nums';
  return (
    <table className="w-full table-fixed border-collapse text-left text-slate-700 dark:text-slate-200">
      <caption className="mb-2 text-left text-xs text-slate-500 dark:text-slate-400">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-white/15">
          {columns.map((c) => (
            <th
              key={c.header}
              scope="col"
              className={`py-1.5 pr-2 font-semibold ${c.isNumeric ? numeric : ''}`}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      {/* Row labels are the site's data (classes, rarities, tags, heroes) and dates. */}
      <tbody data-content>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0 dark:border-white/5">
            <th scope="row" className="break-words py-1.5 pr-2 font-normal">
              {first.cell(row)}
            </th>
            {rest.map((c) => (
              <td key={c.header} className={`py-1.5 pr-2 ${c.isNumeric ? numeric : ''}`}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
