import { getBannersQueryOptions } from '../../features/banners/api/get-banners';
import { BannersPage, bannerFiltersOf } from '../../features/banners/components/banners-page';
import { withPageQueries } from '../loader-context';

/** On the server, the banners under the address's filters are fetched before the page is drawn. */
export const loader = withPageQueries(null, ({ url }) => [
  getBannersQueryOptions(bannerFiltersOf(url.searchParams)),
]);

export function Component() {
  return <BannersPage />;
}
