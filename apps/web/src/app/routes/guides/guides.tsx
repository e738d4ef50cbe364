import { PlaceholderPage } from '../../../components/ui/under-construction';

export function Component() {
  return <PlaceholderPage title="Guides" description="Strategies and tips written by the community." />;
}
