import { PlaceholderPage } from '../../../components/ui/under-construction';

export function Component() {
  return <PlaceholderPage title="Community Members" />;
}
