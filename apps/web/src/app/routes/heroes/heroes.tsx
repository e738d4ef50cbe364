import { PlaceholderPage } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <PlaceholderPage title="Hero Collection" description="Browse every hero by class, rarity and role." />
  );
}
