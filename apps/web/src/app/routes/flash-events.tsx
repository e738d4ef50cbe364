import { PlaceholderPage } from '../../components/ui/under-construction';

export function Component() {
  return (
    <PlaceholderPage
      title="Flash Events"
      description="The weekly schedule of in-game events, in your local time."
    />
  );
}
