import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/under-construction';
import { OFFICIAL_TITLES, officialTypeFromPath } from './official-type';

export function Component() {
  const type = officialTypeFromPath(useLocation().pathname);
  return <PlaceholderPage title={OFFICIAL_TITLES[type]} />;
}
