import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/under-construction';

export function Component() {
  const { slug = '' } = useParams();
  return <PlaceholderPage title="Hero Details" documentTitle={slug ? `Hero: ${slug}` : 'Hero Details'} />;
}
