import { PlaceholderPage } from '../../../components/ui/under-construction';

export function Component() {
  return <PlaceholderPage title="Public Teams" description="Teams shared by the community." />;
}
