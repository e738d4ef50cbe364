import { paths } from '../../../lib/paths';
import { useHeroGuides } from '../api/get-guides';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';
import { GuidesSection } from './guides-section';

type HeroGuidesProps = { heroId: string; heroName: string; isSignedIn: boolean };

/**
 * 'Guides about {hero}' on a hero's page: how many approved guides are about the hero, the three
 * newest as cards, and 'See all' to the guide library filtered by the hero; with none, members
 * are invited to write one.
 */
export function HeroGuides({ heroId, heroName, isSignedIn }: HeroGuidesProps) {
  return (
    <GuidesSection
      id="hero-guides"
      title={GUIDE_MESSAGES.heroGuidesTitle(heroName)}
      guides={useHeroGuides(heroId)}
      errorText={GUIDE_MESSAGES.heroGuidesLoadFailed}
      seeAllHref={paths.guidesAboutHero(heroId)}
      countText={(total) => GUIDE_MESSAGES.heroGuidesCount(heroName, total)}
      emptyText={GUIDE_MESSAGES.heroGuidesEmpty(heroName)}
      canWrite={isSignedIn}
    />
  );
}
