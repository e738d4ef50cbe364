import { RATING_RANK_MIN_COUNT } from '@haven/shared/heroes/rating';
import type { BannerHeroCount, HeroCount, RatedHero } from '@haven/shared/statistics/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { STATISTICS_TEXTS as M } from '../shared-texts';
import { summariseBanners, summarisePicks, summariseTopRated, type TeamKind } from '../summaries';
import { CHART_HEIGHT, ChartCard, type ChartMessages, type Column } from './chart-card';
import { ColumnChart, RowChart } from './charts';

const heroLink = (hero: { name: string; slug: string }) => (
  <Link
    data-content
    to={paths.hero(hero.slug)}
    className="text-brand-700 hover:underline dark:text-brand-200"
  >
    {hero.name}
  </Link>
);

/** A label and its count, the most common row. */
export type LabelRow = { label: string; count: number };
const labelRowKey = (row: LabelRow) => row.label;

/**
 * A chart of counts by label with its table: upright columns for a few short labels, sideways
 * rows for longer ones, or rows with narrow labels for the database categories.
 */
export function CountsCard({
  rows,
  chartRows = rows,
  headers: [labelHeader, countHeader],
  chart,
  tableWhenEmpty = true,
  ...card
}: {
  messages: ChartMessages;
  summary: string | null;
  rows: readonly LabelRow[];
  /** What the chart draws when its labels differ from the table's (e.g. '5★' for '5'). */
  chartRows?: readonly LabelRow[];
  /** The table's two column headers: the labels', then the counts' (also the chart's series name). */
  headers: readonly [string, string];
  chart: 'columns' | 'rows' | 'categories';
  tableWhenEmpty?: boolean;
  controls?: ReactNode;
  className?: string;
}) {
  const height = CHART_HEIGHT[chart];
  const bars = {
    data: chartRows as LabelRow[],
    labelKey: 'label',
    valueKey: 'count',
    valueName: countHeader,
    height,
  };
  return (
    <ChartCard
      {...card}
      height={height}
      hasTableWhenEmpty={tableWhenEmpty}
      chart={
        chart === 'columns' ? (
          <ColumnChart {...bars} />
        ) : (
          <RowChart {...bars} labelWidth={chart === 'categories' ? 72 : undefined} />
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

type HeroRow = { name: string; slug: string; count: number };

/**
 * Heroes as sideways rows of one figure, and a table whose first column links each hero; the
 * charted figure's column comes second, then any further columns.
 */
function HeroRowsCard<T extends HeroRow>({
  messages,
  summary,
  rows,
  figure,
  max,
  moreColumns = [],
}: {
  messages: ChartMessages;
  summary: string | null;
  rows: T[];
  /** The charted figure: its key in the rows, its column header and its table cell. */
  figure: { key: keyof T & string; header: string; cell: (row: T) => ReactNode };
  /** The figure axis' highest value (e.g. 5 stars). */
  max?: number;
  moreColumns?: Column<T>[];
}) {
  return (
    <ChartCard
      messages={messages}
      summary={summary}
      height={CHART_HEIGHT.rows}
      chart={
        <RowChart
          data={rows}
          labelKey="name"
          valueKey={figure.key}
          valueName={figure.header}
          height={CHART_HEIGHT.rows}
          max={max}
        />
      }
      table={{
        rows,
        rowKey: (hero) => hero.slug,
        columns: [
          { header: M.columns.hero, cell: heroLink },
          { header: figure.header, cell: figure.cell, isNumeric: true },
          ...moreColumns,
        ],
      }}
    />
  );
}

/** The heroes most picked for one kind of team, as rows and a table with links. */
export function PicksCard({
  items,
  messages,
  kind,
}: {
  items: HeroCount[];
  messages: ChartMessages;
  kind: TeamKind;
}) {
  return (
    <HeroRowsCard
      messages={messages}
      summary={summarisePicks(items, kind)}
      rows={items}
      figure={{ key: 'count', header: M.columns.picks, cell: (h) => h.count }}
    />
  );
}

/** The heroes featured on the most banners, as rows and a table with the days since each last one. */
export function BannersPerHeroCard({ items }: { items: BannerHeroCount[] }) {
  return (
    <HeroRowsCard
      messages={M.bannersPerHero}
      summary={summariseBanners(items)}
      rows={items}
      figure={{ key: 'count', header: M.columns.banners, cell: (h) => h.count }}
      moreColumns={[{ header: M.columns.daysSince, cell: (h) => h.daysSinceLast, isNumeric: true }]}
    />
  );
}

/** The best-rated heroes (with enough ratings), as rows out of 5 and a table. */
export function TopRatedCard({ topRated }: { topRated: RatedHero[] }) {
  const { title, caption, empty } = M.topRated;
  return (
    <HeroRowsCard
      messages={{ title, caption: caption(RATING_RANK_MIN_COUNT), empty: empty(RATING_RANK_MIN_COUNT) }}
      summary={summariseTopRated(topRated)}
      rows={topRated}
      figure={{ key: 'average', header: M.columns.average, cell: (h) => h.average.toFixed(1) }}
      max={5}
      moreColumns={[{ header: M.columns.ratings, cell: (h) => h.count, isNumeric: true }]}
    />
  );
}
