import { PlaceholderPage } from '../../../components/ui/under-construction';

export function Component() {
  return <PlaceholderPage title="Outfit Gallery" description="Explore the outfits of the game world." />;
}
