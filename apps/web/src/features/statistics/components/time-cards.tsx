import type { Statistics } from '@haven/shared/statistics/schemas';
import { format } from 'date-fns';
import { formatDate } from '../../../lib/dates';
import { activeLanguage } from '../../../lib/i18n';
import { STATISTICS_TEXTS as M } from '../shared-texts';
import { summariseComments, summariseMembers } from '../summaries';
import { CHART_HEIGHT, ChartCard, type ChartMessages, type Column } from './chart-card';
import { SERIES_A, SERIES_B, type SeriesSpec, StackedAreaChart, TimeLineChart } from './charts';

/**
 * Series dates are UTC calendar days (`YYYY-MM-DD`), read as local midnight so each shows as that
 * same day in every time zone.
 */
const localDay = (date: string) => new Date(`${date}T00:00:00`);
/** 'Sep 8' on the axis, in the page's language. */
const dayLabel = (date: string) => {
  const language = activeLanguage();
  if (language === 'en') return format(localDay(date), 'MMM d');
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(localDay(date));
};
const dayLong = (date: string) => formatDate(localDay(date), 'short');

type TimeRow = Record<string, string | number>;

type TimeCardProps = {
  messages: ChartMessages;
  summary: string | null;
  rows: TimeRow[];
  /** The rows' day: its key and its column header. */
  date: { key: string; header: string };
  series: SeriesSpec[];
  className?: string;
};

/**
 * Figures over time, with a table worth opening even when all are zero: one series as a line,
 * several as stacked areas with a legend and a total column. The table starts with the day and has
 * a column for each series.
 */
function TimeCard({ messages, summary, rows, date, series, className }: TimeCardProps) {
  const [first] = series;
  const dayColumn: Column<TimeRow> = { header: date.header, cell: (r) => dayLong(String(r[date.key])) };
  const seriesColumns = series.map(
    (s): Column<TimeRow> => ({ header: s.name, cell: (r) => r[s.key], isNumeric: true }),
  );
  const totalColumn: Column<TimeRow> = {
    header: M.columns.total,
    cell: (r) => series.reduce((sum, s) => sum + Number(r[s.key]), 0),
    isNumeric: true,
  };
  const chartProps = { data: rows, dateKey: date.key, formatDate: dayLabel };
  return (
    <ChartCard
      className={className}
      messages={messages}
      summary={summary}
      height={CHART_HEIGHT.time}
      hasTableWhenEmpty
      chart={
        series.length === 1 && first ? (
          <TimeLineChart
            {...chartProps}
            valueKey={first.key}
            valueName={first.name}
            height={CHART_HEIGHT.time}
          />
        ) : (
          <>
            <StackedAreaChart {...chartProps} height={CHART_HEIGHT.time - 28} series={series} />
            <ul className="mt-2 flex h-5 gap-4 text-xs">
              {series.map((s) => (
                <li key={s.key} className="flex items-center gap-1.5">
                  <span data-content className={`size-3 rounded-sm bg-current ${s.className}`} />
                  {s.name}
                </li>
              ))}
            </ul>
          </>
        )
      }
      table={{
        rows,
        rowKey: (r) => String(r[date.key]),
        columns: [dayColumn, ...seriesColumns, ...(series.length > 1 ? [totalColumn] : [])],
      }}
    />
  );
}

/**
 * The two kinds of comments, stacked: on hero pages and on profile walls. Named when drawn, in the
 * page's language: named once here, they would keep the language of the first page that loaded
 * this module (on the server, any request's).
 */
const commentSeries = (): SeriesSpec[] => [
  { key: 'heroComments', name: M.columns.heroComments, className: SERIES_A },
  { key: 'wallComments', name: M.columns.wallComments, className: SERIES_B },
];

/** New members week by week, as a line and a table. */
export function MembersCard({ membersPerWeek }: { membersPerWeek: Statistics['membersPerWeek'] }) {
  return (
    <TimeCard
      messages={M.membersPerWeek}
      summary={summariseMembers(membersPerWeek, dayLong)}
      rows={membersPerWeek}
      date={{ key: 'weekStart', header: M.columns.week }}
      series={[{ key: 'count', name: M.columns.members, className: SERIES_A }]}
    />
  );
}

/** Hero and wall comments day by day, stacked, with a legend and a table. */
export function CommentsCard({
  commentsPerDay,
  className,
}: {
  commentsPerDay: Statistics['commentsPerDay'];
  className: string;
}) {
  return (
    <TimeCard
      className={className}
      messages={M.commentsPerDay}
      summary={summariseComments(commentsPerDay, dayLong)}
      rows={commentsPerDay}
      date={{ key: 'date', header: M.columns.date }}
      series={commentSeries()}
    />
  );
}
