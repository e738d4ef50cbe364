import { PageTitle } from '../../components/ui/page-title';
import { HeroPickerModal } from '../../features/heroes/components/hero-picker-modal';
import { getPityCountsQueryOptions } from '../../features/summons/api/get-pity-counts';
import { getSummonBannersQueryOptions } from '../../features/summons/api/get-summon-banners';
import { getSummonHistoryQueryOptions } from '../../features/summons/api/get-summon-history';
import { getSummonSettingsQueryOptions } from '../../features/summons/api/get-summon-settings';
import { SummonLogPage } from '../../features/summons/components/summon-log-page';
import { readHistoryParams } from '../../features/summons/hooks/use-history-params';
import { SUMMON_TEXTS as M } from '../../features/summons/shared-texts';
import { withPageQueries } from '../loader-context';

/** On the server, the member's pity, history page and settings are fetched before the page is drawn. */
export const loader = withPageQueries(null, ({ url, viewer }) =>
  viewer
    ? [
        getPityCountsQueryOptions(),
        getSummonHistoryQueryOptions(readHistoryParams(url.searchParams)),
        getSummonSettingsQueryOptions(),
        getSummonBannersQueryOptions(),
      ]
    : [],
);

/** /summons: the member's Summon Log. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={M.title} description={M.description} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {M.title}
      </h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-600 dark:text-slate-300">{M.description}</p>
      <SummonLogPage renderPicker={(props) => <HeroPickerModal {...props} />} />
    </div>
  );
}
