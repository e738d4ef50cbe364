import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/under-construction';

export function Component() {
  const { slug } = useParams();
  return <PlaceholderPage title={slug ? 'Edit Hero' : 'Add Hero'} />;
}
