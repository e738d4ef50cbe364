import { ABOUT_GAME_SLUG } from '@haven/shared/pages/constants';
import { getPageQueryOptions } from '../../../features/pages/api/get-page';
import { AboutGamePage } from '../../../features/pages/components/about-game-page';
import { withPageQueries } from '../../loader-context';

/** On the server, the page's text is fetched before it is drawn. */
export const loader = withPageQueries(null, () => [getPageQueryOptions(ABOUT_GAME_SLUG)]);

export function Component() {
  return <AboutGamePage />;
}
