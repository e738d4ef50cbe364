import { STATISTICS_MESSAGES as M } from '@haven/shared/statistics/messages';
import type { Statistics } from '@haven/shared/statistics/schemas';
import { summariseComments, summariseMembers } from '@haven/shared/statistics/summaries';
import { format } from 'date-fns';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { SERIES_A, SERIES_B, StackedAreaChart, TimeLineChart } from './charts';

/**
 * Series dates are UTC calendar days (`YYYY-MM-DD`), read as local midnight so each shows as that
 * same day in every time zone.
 */
const localDay = (date: string) => new Date(`${date}T00:00:00`);
const dayLabel = (date: string) => format(localDay(date), 'MMM d');
const dayLong = (date: string) => format(localDay(date), 'MMM d, yyyy');

/** New members week by week, as a line and a table. */
export function MembersCard({ membersPerWeek }: { membersPerWeek: Statistics['membersPerWeek'] }) {
  return (
    <ChartCard
      messages={M.membersPerWeek}
      summary={summariseMembers(membersPerWeek, dayLong)}
      height={CHART_HEIGHT.time}
      hasTableWhenEmpty
      chart={
        <TimeLineChart
          data={membersPerWeek}
          dateKey="weekStart"
          valueKey="count"
          valueName={M.columns.members}
          height={CHART_HEIGHT.time}
          formatDate={dayLabel}
        />
      }
      table={{
        rows: membersPerWeek,
        rowKey: (w) => w.weekStart,
        columns: [
          { header: M.columns.week, cell: (w) => dayLong(w.weekStart) },
          { header: M.columns.members, cell: (w) => w.count, isNumeric: true },
        ],
      }}
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
  const comments = commentsPerDay.map((d) => ({ ...d, total: d.heroComments + d.wallComments }));
  return (
    <ChartCard
      className={className}
      messages={M.commentsPerDay}
      summary={summariseComments(commentsPerDay, dayLong)}
      height={CHART_HEIGHT.time}
      hasTableWhenEmpty
      chart={
        <>
          <StackedAreaChart
            data={comments}
            dateKey="date"
            height={CHART_HEIGHT.time - 28}
            formatDate={dayLabel}
            series={[
              { key: 'heroComments', name: M.columns.heroComments, className: SERIES_A },
              { key: 'wallComments', name: M.columns.wallComments, className: SERIES_B },
            ]}
          />
          <ul className="mt-2 flex h-5 gap-4 text-xs">
            <li className="flex items-center gap-1.5">
              <span className={`size-3 rounded-sm bg-current ${SERIES_A}`} />
              {M.columns.heroComments}
            </li>
            <li className="flex items-center gap-1.5">
              <span className={`size-3 rounded-sm bg-current ${SERIES_B}`} />
              {M.columns.wallComments}
            </li>
          </ul>
        </>
      }
      table={{
        rows: comments,
        rowKey: (d) => d.date,
        columns: [
          { header: M.columns.date, cell: (d) => dayLong(d.date) },
          { header: M.columns.heroComments, cell: (d) => d.heroComments, isNumeric: true },
          { header: M.columns.wallComments, cell: (d) => d.wallComments, isNumeric: true },
          { header: M.columns.total, cell: (d) => d.total, isNumeric: true },
        ],
      }}
    />
  );
}
