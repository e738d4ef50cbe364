import { AboutGamePage } from '../../../features/pages/components/about-game-page';

export function Component() {
  return <AboutGamePage />;
}
