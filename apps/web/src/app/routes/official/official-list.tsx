import { useLocation } from 'react-router';
import { getOfficialContentListQueryOptions } from '../../../features/official-content/api/get-official-content-list';
import { OfficialContentListPage } from '../../../features/official-content/components/official-content-list';
import { withPageQueries } from '../../loader-context';
import { officialTypeFromPath } from './official-type';

/** On the server, the list of its kind is fetched before the page is drawn. */
export const loader = withPageQueries(null, ({ url }) => [
  getOfficialContentListQueryOptions(officialTypeFromPath(url.pathname)),
]);

export function Component() {
  const type = officialTypeFromPath(useLocation().pathname);
  return <OfficialContentListPage key={type} type={type} />;
}
