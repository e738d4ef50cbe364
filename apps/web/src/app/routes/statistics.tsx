import { LIST_PAGE_CLASSES } from '../../components/ui/gallery-shell';
import { PageTitle } from '../../components/ui/page-title';
import { getStatisticsQueryOptions } from '../../features/statistics/api/get-statistics';
import { StatisticsPage } from '../../features/statistics/components/statistics-page';
import { STATISTICS_TEXTS as STATISTICS_MESSAGES } from '../../features/statistics/shared-texts';
import { getSummonFiguresQueryOptions } from '../../features/summons/api/get-summon-figures';
import { SummonFigures } from '../../features/summons/components/summon-figures';
import { withPageQueries } from '../loader-context';

/** On the server, the statistics are fetched before the page is drawn. */
export const loader = withPageQueries(null, () => [
  getStatisticsQueryOptions(),
  getSummonFiguresQueryOptions(),
]);

export function Component() {
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle title={STATISTICS_MESSAGES.title} description={STATISTICS_MESSAGES.pageDescription} />
      <h1
        data-content
        className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {STATISTICS_MESSAGES.title}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{STATISTICS_MESSAGES.intro}</p>
      <StatisticsPage />
      <SummonFigures />
    </div>
  );
}
