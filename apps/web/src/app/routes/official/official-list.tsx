import { useLocation } from 'react-router';
import { OfficialContentListPage } from '../../../features/official-content/components/official-content-list';
import { officialTypeFromPath } from './official-type';

export function Component() {
  const type = officialTypeFromPath(useLocation().pathname);
  return <OfficialContentListPage key={type} type={type} />;
}
