import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/under-construction';

export function Component() {
  const { username = '' } = useParams();
  return <PlaceholderPage title={username} documentTitle={`${username}'s Profile`} />;
}
