import { STATISTICS_MIN_RATINGS } from '@haven/shared/statistics/constants';
import { STATISTICS_MESSAGES as M } from '@haven/shared/statistics/messages';
import type { HeroCount, RatedHero } from '@haven/shared/statistics/schemas';
import { summarisePicks, summariseTopRated } from '@haven/shared/statistics/summaries';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { CHART_HEIGHT, ChartCard, type ChartMessages } from './chart-card';
import { ColumnChart, RowChart } from './charts';

const heroLink = (hero: { name: string; slug: string }) => (
  <Link to={paths.hero(hero.slug)} className="text-brand-700 hover:underline dark:text-brand-200">
    {hero.name}
  </Link>
);

const heroSlug = (hero: { slug: string }) => hero.slug;

/** A label and its count, the most common row. */
export type LabelRow = { label: string; count: number };
const labelRowKey = (row: LabelRow) => row.label;

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
}: {
  messages: ChartMessages;
  summary: string | null;
  rows: readonly LabelRow[];
  /** What the chart draws when its labels differ from the table's (e.g. '5★' for '5'). */
  chartRows?: readonly LabelRow[];
  labelHeader: string;
  countHeader: string;
  chart: 'columns' | 'rows' | 'categories';
  tableWhenEmpty?: boolean;
}) {
  const height = CHART_HEIGHT[chart];
  const data = chartRows as LabelRow[];
  return (
    <ChartCard
      messages={messages}
      summary={summary}
      height={height}
      hasTableWhenEmpty={tableWhenEmpty}
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
      table={{
        rows,
        rowKey: labelRowKey,
        columns: [
          { header: labelHeader, cell: (r) => r.label },
          { header: countHeader, cell: (r) => r.count, isNumeric: true },
        ],
      }}
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
  messages: ChartMessages;
  teamName: string;
  teamsName: string;
}) {
  return (
    <ChartCard
      messages={messages}
      summary={summarisePicks(items, teamName, teamsName)}
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
      table={{
        rows: items,
        rowKey: heroSlug,
        columns: [
          { header: M.columns.hero, cell: heroLink },
          { header: M.columns.picks, cell: (h) => h.count, isNumeric: true },
        ],
      }}
    />
  );
}

/** The best-rated heroes (with enough ratings), as rows out of 5 and a table. */
export function TopRatedCard({ topRated }: { topRated: RatedHero[] }) {
  const { title, caption, empty } = M.topRated;
  return (
    <ChartCard
      messages={{ title, caption: caption(STATISTICS_MIN_RATINGS), empty: empty(STATISTICS_MIN_RATINGS) }}
      summary={summariseTopRated(topRated)}
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
      table={{
        rows: topRated,
        rowKey: heroSlug,
        columns: [
          { header: M.columns.hero, cell: heroLink },
          { header: M.columns.average, cell: (h) => h.average.toFixed(2), isNumeric: true },
          { header: M.columns.ratings, cell: (h) => h.count, isNumeric: true },
        ],
      }}
    />
  );
}
