import { useLocation, useParams } from 'react-router';
import { OfficialContentDetail } from '../../../features/official-content/components/official-content-detail';
import { officialTypeFromPath } from './official-type';

export function Component() {
  const type = officialTypeFromPath(useLocation().pathname);
  const { slug = '' } = useParams();
  return <OfficialContentDetail type={type} slug={slug} />;
}
