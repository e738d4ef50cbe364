import type { Statistics } from '@haven/shared/statistics/schemas';
import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionLoading } from '../../../components/ui/section-states';
import { useFormatDate } from '../../../lib/dates';
import { useStatistics } from '../api/get-statistics';
import { STATISTICS_TEXTS as M } from '../shared-texts';
import { summariseDatabase, summariseGuideTags, summariseHeroGroups, summariseRatings } from '../summaries';
import { CHART_HEIGHT, ChartCardSkeleton } from './chart-card';
import { BannersPerHeroCard, CountsCard, PicksCard, TopRatedCard } from './count-cards';
import { TiersCard } from './tiers-card';
import { CommentsCard, MembersCard } from './time-cards';

const WIDE = 'lg:col-span-2';

/**
 * The page's chart heights in order, so the skeleton draws the same cards;
 * the last card spans both columns.
 */
const LAYOUT = [
  ...(['columns', 'columns', 'columns', 'columns', 'rows', 'rows', 'rows', 'rows'] as const).map(
    (kind) => CHART_HEIGHT[kind],
  ),
  CHART_HEIGHT.time,
  CHART_HEIGHT.categories,
  // The tiers card's mode select adds 40 px above its chart (a 36 px select and its margin).
  CHART_HEIGHT.columns + 40,
  CHART_HEIGHT.time,
];

/**
 * The hero breakdowns, each a column chart of hero counts. Each header is read when drawn, in the
 * page's language: read once here, it would keep the language of the first page that loaded this
 * module (on the server, any request's).
 */
const HERO_GROUPS = [
  { key: 'heroesByClass', kind: 'class', header: () => M.columns.class },
  { key: 'heroesByRole', kind: 'role', header: () => M.columns.role },
  { key: 'heroesByRarity', kind: 'rarity', header: () => M.columns.rarity },
] as const;

function StatisticsCharts({ stats }: { stats: Statistics }) {
  const heroTotal = stats.heroesByClass.reduce((sum, c) => sum + c.count, 0);
  return (
    <>
      {HERO_GROUPS.map(({ key, kind, header }) => (
        <CountsCard
          key={key}
          messages={M[key]}
          summary={summariseHeroGroups(stats[key], kind, heroTotal)}
          rows={stats[key]}
          headers={[header(), M.columns.heroes]}
          chart="columns"
        />
      ))}
      <CountsCard
        messages={M.ratings}
        summary={summariseRatings(stats.ratings)}
        rows={stats.ratings}
        chartRows={stats.ratings.map((r) => ({ label: `${r.label}★`, count: r.count }))}
        headers={[M.columns.stars, M.columns.ratings]}
        chart="columns"
      />
      <TopRatedCard topRated={stats.topRatedHeroes} />
      <CountsCard
        messages={M.guidesByTag}
        summary={summariseGuideTags(stats.guidesByTag)}
        rows={stats.guidesByTag}
        headers={[M.columns.tag, M.columns.guides]}
        chart="rows"
        tableWhenEmpty={false}
      />
      <PicksCard items={stats.gameTeamPicks} messages={M.gameTeamPicks} kind="game" />
      <PicksCard items={stats.sharedTeamPicks} messages={M.sharedTeamPicks} kind="shared" />
      <BannersPerHeroCard items={stats.bannersPerHero} />
      <MembersCard membersPerWeek={stats.membersPerWeek} />
      <CountsCard
        messages={M.databaseEntries}
        summary={summariseDatabase(stats.databaseEntries)}
        rows={stats.databaseEntries}
        headers={[M.columns.category, M.columns.entries]}
        chart="categories"
      />
      <TiersCard modes={stats.heroesPerTier} />
      <CommentsCard commentsPerDay={stats.commentsPerDay} className={WIDE} />
    </>
  );
}

/** The statistics page's body: the last-updated line and every chart, or their skeletons. */
export function StatisticsPage() {
  const formatDate = useFormatDate();
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
            {LAYOUT.map((height, index) => (
              <ChartCardSkeleton
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                key={index}
                height={height}
                className={index === LAYOUT.length - 1 ? WIDE : ''}
              />
            ))}
          </div>
        </SectionLoading>
      )}
    </>
  );
}
