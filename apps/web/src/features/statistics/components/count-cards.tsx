import { STATISTICS_MIN_RATINGS } from '@haven/shared/statistics/constants';
import { STATISTICS_MESSAGES as M } from '@haven/shared/statistics/messages';
import type { HeroCount, RatedHero } from '@haven/shared/statistics/schemas';
import { summarisePicks, summariseTopRated } from '@haven/shared/statistics/summaries';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { CHART_HEIGHT, ChartCard, DataTable } from './chart-card';
import { ColumnChart, RowChart } from './charts';

const heroLink = (hero: { name: string; slug: string }) => (
  <Link to={paths.hero(hero.slug)} className="text-brand-700 hover:underline dark:text-brand-200">
    {hero.name}
  </Link>
);

/** A label and its count, the most common row. */
export type LabelRow = { label: string; count: number };
const labelRowKey = (row: LabelRow) => row.label;

/** A table of labels and counts, the most common shape. */
function CountTable({
  caption,
  rows,
  labelHeader,
  countHeader,
}: {
  caption: string;
  rows: readonly LabelRow[];
  labelHeader: string;
  countHeader: string;
}) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={labelRowKey}
      columns={[
        { header: labelHeader, cell: (r) => r.label },
        { header: countHeader, cell: (r) => r.count, isNumeric: true },
      ]}
    />
  );
}

/**
 * A chart of counts by label with its table: upright columns for a few short labels, sideways
 * rows for longer ones, or rows with narrow labels for the database categories.
 */
export function CountsCard({
  messages,
  summary,
  rows,
  chartRows = rows,
  labelHeader,
  countHeader,
  chart,
  tableWhenEmpty = true,
  controls,
  className,
}: {
  messages: { title: string; caption: string; empty: string };
  summary: string | null;
  rows: readonly LabelRow[];
  /** What the chart draws when its labels differ from the table's (e.g. '5★' for '5'). */
  chartRows?: readonly LabelRow[];
  labelHeader: string;
  countHeader: string;
  chart: 'columns' | 'rows' | 'categories';
  tableWhenEmpty?: boolean;
  controls?: ReactNode;
  className?: string;
}) {
  const height = CHART_HEIGHT[chart];
  const data = chartRows as LabelRow[];
  return (
    <ChartCard
      title={messages.title}
      summary={summary}
      empty={messages.empty}
      height={height}
      hasTableWhenEmpty={tableWhenEmpty}
      controls={controls}
      className={className}
      chart={
        chart === 'columns' ? (
          <ColumnChart
            data={data}
            labelKey="label"
            valueKey="count"
            valueName={countHeader}
            height={height}
          />
        ) : (
          <RowChart
            data={data}
            labelKey="label"
            valueKey="count"
            valueName={countHeader}
            height={height}
            labelWidth={chart === 'categories' ? 72 : undefined}
          />
        )
      }
      table={
        <CountTable
          caption={messages.caption}
          rows={rows}
          labelHeader={labelHeader}
          countHeader={countHeader}
        />
      }
    />
  );
}

/** The heroes most picked for one kind of team, as rows and a table with links. */
export function PicksCard({
  items,
  messages,
  teamName,
  teamsName,
}: {
  items: HeroCount[];
  messages: { title: string; caption: string; empty: string };
  teamName: string;
  teamsName: string;
}) {
  return (
    <ChartCard
      title={messages.title}
      summary={summarisePicks(items, teamName, teamsName)}
      empty={messages.empty}
      height={CHART_HEIGHT.rows}
      chart={
        <RowChart
          data={items}
          labelKey="name"
          valueKey="count"
          valueName={M.columns.picks}
          height={CHART_HEIGHT.rows}
        />
      }
      table={
        <DataTable
          caption={messages.caption}
          rows={items}
          rowKey={(h) => h.slug}
          columns={[
            { header: M.columns.hero, cell: heroLink },
            { header: M.columns.picks, cell: (h) => h.count, isNumeric: true },
          ]}
        />
      }
    />
  );
}

/** The best-rated heroes (with enough ratings), as rows out of 5 and a table. */
export function TopRatedCard({ topRated }: { topRated: RatedHero[] }) {
  return (
    <ChartCard
      title={M.topRated.title}
      summary={summariseTopRated(topRated)}
      empty={M.topRated.empty(STATISTICS_MIN_RATINGS)}
      height={CHART_HEIGHT.rows}
      chart={
        <RowChart
          data={topRated}
          labelKey="name"
          valueKey="average"
          valueName={M.columns.average}
          height={CHART_HEIGHT.rows}
          max={5}
        />
      }
      table={
        <DataTable
          caption={M.topRated.caption(STATISTICS_MIN_RATINGS)}
          rows={topRated}
          rowKey={(h) => h.slug}
          columns={[
            { header: M.columns.hero, cell: heroLink },
            { header: M.columns.average, cell: (h) => h.average.toFixed(2), isNumeric: true },
            { header: M.columns.ratings, cell: (h) => h.count, isNumeric: true },
          ]}
        />
      }
    />
  );
}
