import { useLocation, useParams } from 'react-router';
import { getOfficialContentQueryOptions } from '../../../features/official-content/api/get-official-content';
import { OfficialContentDetail } from '../../../features/official-content/components/official-content-detail';
import { mainQueryLoader } from '../../loader-context';
import { officialTypeFromPath } from './official-type';

/** The server answers 404 for news, an update or an event that does not exist. */
export const loader = mainQueryLoader(({ slug = '' }, url) =>
  getOfficialContentQueryOptions(officialTypeFromPath(url.pathname), slug),
);

export function Component() {
  const type = officialTypeFromPath(useLocation().pathname);
  const { slug = '' } = useParams();
  return <OfficialContentDetail type={type} slug={slug} />;
}
