import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/api/get-me';
import { GuidePage } from '../../../features/guides/components/guide-page';

export function Component() {
  const { slug = '' } = useParams();
  const { user } = useSession();
  return <GuidePage key={slug} slug={slug} viewer={user} />;
}
