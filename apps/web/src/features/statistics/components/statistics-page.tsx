import { STATISTICS_MIN_RATINGS } from '@haven/shared/statistics/constants';
import { STATISTICS_MESSAGES as M } from '@haven/shared/statistics/messages';
import type { HeroCount, RatedHero, Statistics } from '@haven/shared/statistics/schemas';
import {
  summariseComments,
  summariseDatabase,
  summariseGuideTags,
  summariseHeroGroups,
  summariseMembers,
  summarisePicks,
  summariseRatings,
  summariseTopRated,
} from '@haven/shared/statistics/summaries';
import { format } from 'date-fns';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionLoading } from '../../../components/ui/section-states';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useStatistics } from '../api/get-statistics';
import { CHART_HEIGHT, ChartCard, ChartCardSkeleton, DataTable } from './chart-card';
import { ColumnChart, RowChart, SERIES_A, SERIES_B, StackedAreaChart, TimeLineChart } from './charts';

/**
 * Series dates are UTC calendar days (`YYYY-MM-DD`), read as local midnight so each shows as that
 * same day in every time zone.
 */
const localDay = (date: string) => new Date(`${date}T00:00:00`);
const dayLabel = (date: string) => format(localDay(date), 'MMM d');
const dayLong = (date: string) => format(localDay(date), 'MMM d, yyyy');

const WIDE = 'lg:col-span-2';

/** The page's cards in order, with their chart heights: the skeleton draws the same. */
const LAYOUT = [
  { id: 'class', height: CHART_HEIGHT.columns },
  { id: 'role', height: CHART_HEIGHT.columns },
  { id: 'rarity', height: CHART_HEIGHT.columns },
  { id: 'ratings', height: CHART_HEIGHT.columns },
  { id: 'top-rated', height: CHART_HEIGHT.rows },
  { id: 'guide-tags', height: CHART_HEIGHT.rows },
  { id: 'game-picks', height: CHART_HEIGHT.rows },
  { id: 'shared-picks', height: CHART_HEIGHT.rows },
  { id: 'members', height: CHART_HEIGHT.time },
  { id: 'database', height: CHART_HEIGHT.categories },
  { id: 'comments', height: CHART_HEIGHT.time, className: WIDE },
] as const;

const heroLink = (hero: { name: string; slug: string }) => (
  <Link to={paths.hero(hero.slug)} className="text-brand-700 hover:underline dark:text-brand-200">
    {hero.name}
  </Link>
);

type LabelRow = { label: string; count: number };
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

/** The hero breakdowns, each a column chart of hero counts. */
const HERO_GROUPS = [
  { key: 'heroesByClass', kind: 'class', header: M.columns.class },
  { key: 'heroesByRole', kind: 'role', header: M.columns.role },
  { key: 'heroesByRarity', kind: 'rarity', header: M.columns.rarity },
] as const;

/**
 * A chart of counts by label with its table: upright columns for a few short labels, sideways
 * rows for longer ones, or rows with narrow labels for the database categories.
 */
function CountsCard({
  messages,
  summary,
  rows,
  chartRows = rows,
  labelHeader,
  countHeader,
  chart,
  tableWhenEmpty = true,
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

function PicksCard({
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

function StatisticsCharts({ stats }: { stats: Statistics }) {
  const heroTotal = stats.heroesByClass.reduce((sum, c) => sum + c.count, 0);
  const topRated: RatedHero[] = stats.topRatedHeroes;
  const comments = stats.commentsPerDay.map((d) => ({ ...d, total: d.heroComments + d.wallComments }));
  return (
    <>
      {HERO_GROUPS.map(({ key, kind, header }) => (
        <CountsCard
          key={key}
          messages={M[key]}
          summary={summariseHeroGroups(stats[key], kind, heroTotal)}
          rows={stats[key]}
          labelHeader={header}
          countHeader={M.columns.heroes}
          chart="columns"
        />
      ))}
      <CountsCard
        messages={M.ratings}
        summary={summariseRatings(stats.ratings)}
        rows={stats.ratings}
        chartRows={stats.ratings.map((r) => ({ label: `${r.label}★`, count: r.count }))}
        labelHeader={M.columns.stars}
        countHeader={M.columns.ratings}
        chart="columns"
      />
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
      <CountsCard
        messages={M.guidesByTag}
        summary={summariseGuideTags(stats.guidesByTag)}
        rows={stats.guidesByTag}
        labelHeader={M.columns.tag}
        countHeader={M.columns.guides}
        chart="rows"
        tableWhenEmpty={false}
      />
      <PicksCard
        items={stats.gameTeamPicks}
        messages={M.gameTeamPicks}
        teamName="Game Team"
        teamsName="Game Teams"
      />
      <PicksCard
        items={stats.sharedTeamPicks}
        messages={M.sharedTeamPicks}
        teamName="shared team"
        teamsName="shared teams"
      />
      <ChartCard
        title={M.membersPerWeek.title}
        summary={summariseMembers(stats.membersPerWeek, dayLong)}
        empty={M.membersPerWeek.empty}
        height={CHART_HEIGHT.time}
        hasTableWhenEmpty
        chart={
          <TimeLineChart
            data={stats.membersPerWeek}
            dateKey="weekStart"
            valueKey="count"
            valueName={M.columns.members}
            height={CHART_HEIGHT.time}
            formatDate={dayLabel}
          />
        }
        table={
          <DataTable
            caption={M.membersPerWeek.caption}
            rows={stats.membersPerWeek}
            rowKey={(w) => w.weekStart}
            columns={[
              { header: M.columns.week, cell: (w) => dayLong(w.weekStart) },
              { header: M.columns.members, cell: (w) => w.count, isNumeric: true },
            ]}
          />
        }
      />
      <CountsCard
        messages={M.databaseEntries}
        summary={summariseDatabase(stats.databaseEntries)}
        rows={stats.databaseEntries}
        labelHeader={M.columns.category}
        countHeader={M.columns.entries}
        chart="categories"
      />
      <ChartCard
        className={WIDE}
        title={M.commentsPerDay.title}
        summary={summariseComments(stats.commentsPerDay, dayLong)}
        empty={M.commentsPerDay.empty}
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
        table={
          <DataTable
            caption={M.commentsPerDay.caption}
            rows={comments}
            rowKey={(d) => d.date}
            columns={[
              { header: M.columns.date, cell: (d) => dayLong(d.date) },
              { header: M.columns.heroComments, cell: (d) => d.heroComments, isNumeric: true },
              { header: M.columns.wallComments, cell: (d) => d.wallComments, isNumeric: true },
              { header: M.columns.total, cell: (d) => d.total, isNumeric: true },
            ]}
          />
        }
      />
    </>
  );
}

/** The statistics page's body: the last-updated line and every chart, or their skeletons. */
export function StatisticsPage() {
  const statistics = useStatistics();
  const stats = statistics.data;

  if (!stats && statistics.isError) {
    return (
      <Alert variant="error" className="mt-6">
        <p className="font-semibold">{M.loadFailed}</p>
        <p className="mt-1">{M.loadFailedDetail}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => statistics.refetch()}
          disabled={statistics.isFetching}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {M.retry}
        </Button>
      </Alert>
    );
  }

  return (
    <>
      <p className="mt-2 h-5 text-sm text-slate-500 dark:text-slate-400">
        {stats && M.lastUpdated(formatDate(stats.generatedAt, 'dateTime'))}
      </p>
      {stats ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <StatisticsCharts stats={stats} />
        </div>
      ) : (
        <SectionLoading label={M.loading}>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {LAYOUT.map((card) => (
              <ChartCardSkeleton
                key={card.id}
                height={card.height}
                className={'className' in card ? card.className : ''}
              />
            ))}
          </div>
        </SectionLoading>
      )}
    </>
  );
}
