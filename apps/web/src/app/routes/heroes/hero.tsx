import { canManageHeroes } from '@haven/shared/heroes/policies';
import { useParams } from 'react-router';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { getHeroBannersQueryOptions } from '../../../features/banners/api/get-hero-banners';
import { HeroBannerHistory } from '../../../features/banners/components/hero-banner-history';
import { getHeroDatabaseEntriesQueryOptions } from '../../../features/game-database/api/get-hero-database-entries';
import { HeroDatabaseEntries } from '../../../features/game-database/components/hero-database-entries';
import { getGameTeamQueryOptions } from '../../../features/game-team/api/get-game-team';
import { AddToGameTeam } from '../../../features/game-team/components/add-to-game-team';
import { getHeroGuidesQueryOptions } from '../../../features/guides/api/get-guides';
import { HeroGuides } from '../../../features/guides/components/hero-guides';
import { getHeroQueryOptions, useHero } from '../../../features/heroes/api/get-hero';
import {
  FIRST_HERO_COMMENT_SORT,
  getHeroCommentsQueryOptions,
} from '../../../features/heroes/api/get-hero-comments';
import { getHeroRatingQueryOptions } from '../../../features/heroes/api/get-hero-rating';
import { HeroBaseStats } from '../../../features/heroes/components/hero-base-stats';
import {
  HeroBuildNotes,
  HeroRecommendedBuild,
  HeroTeammates,
} from '../../../features/heroes/components/hero-build';
import { HeroComments } from '../../../features/heroes/components/hero-comments';
import {
  HeroLoadError,
  HeroNotFound,
  HeroPageSkeleton,
} from '../../../features/heroes/components/hero-page-states';
import { HeroProfile } from '../../../features/heroes/components/hero-profile';
import { HeroRating } from '../../../features/heroes/components/hero-rating';
import { HeroSkills } from '../../../features/heroes/components/hero-skills';
import { getHeroTeamsQueryOptions } from '../../../features/teams/api/get-public-teams';
import { HeroTeams } from '../../../features/teams/components/hero-teams';
import { getHeroTiersQueryOptions } from '../../../features/tier-list/api/get-hero-tiers';
import { HeroTiers } from '../../../features/tier-list/components/hero-tiers';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { mainQueryLoader, withPageQueries } from '../../loader-context';

const HERO_TRAIL = [
  { label: 'Home', to: paths.home },
  { label: 'Heroes', to: paths.heroes },
];

/**
 * The server answers 404 for a hero that does not exist, and fetches what every section of the
 * page asks for once it knows the hero.
 */
export const loader = withPageQueries(
  mainQueryLoader(({ slug = '' }) => getHeroQueryOptions(slug)),
  ({ params: { slug = '' }, queryClient, viewer }) => {
    const hero = queryClient.getQueryData(getHeroQueryOptions(slug).queryKey);
    if (!hero) return [];
    return [
      getHeroRatingQueryOptions(hero.id),
      getHeroTiersQueryOptions(hero.slug),
      getHeroBannersQueryOptions(hero.slug),
      getHeroTeamsQueryOptions(hero.id),
      getHeroGuidesQueryOptions(hero.id),
      getHeroCommentsQueryOptions(hero.id, FIRST_HERO_COMMENT_SORT, 1),
      getHeroDatabaseEntriesQueryOptions(hero.id),
      ...(viewer ? [getGameTeamQueryOptions()] : []),
    ];
  },
);

export function Component() {
  const { slug = '' } = useParams();
  const { user, isLoading: isSessionLoading } = useSession();
  const hero = useHero(slug);

  if (hero.isPending) return <HeroPageSkeleton />;
  if (hero.isError) {
    if (hero.error instanceof ApiError && hero.error.status === 404) return <HeroNotFound />;
    return <HeroLoadError onRetry={() => void hero.refetch()} />;
  }

  const data = hero.data;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <DetailPageTitle
        title={data.name}
        description={[`${data.name}, ${data.rarity} ${data.class}`, data.description]
          .filter(Boolean)
          .join(': ')}
        image={data.imageUrl ? { src: data.imageUrl, alt: data.name } : null}
        breadcrumb={{ trail: HERO_TRAIL, current: data.name }}
      />
      <HeroProfile
        hero={data}
        canEdit={canManageHeroes(user)}
        actions={<AddToGameTeam hero={data} isSignedIn={user !== null} isSessionLoading={isSessionLoading} />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <HeroBaseStats hero={data} />
          <HeroSkills hero={data} />
        </div>
        <HeroRating
          heroId={data.id}
          heroName={data.name}
          isSignedIn={user !== null}
          isSessionLoading={isSessionLoading}
        />
      </div>
      <HeroRecommendedBuild hero={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <HeroTeammates hero={data} />
        <HeroBuildNotes hero={data} />
      </div>
      <HeroTiers slug={data.slug} heroName={data.name} />
      <HeroBannerHistory slug={data.slug} heroName={data.name} />
      <HeroTeams heroId={data.id} heroName={data.name} viewer={isSessionLoading ? undefined : user} />
      <HeroGuides heroId={data.id} heroName={data.name} isSignedIn={user !== null} />
      <HeroComments heroId={data.id} viewer={user} />
      <HeroDatabaseEntries heroId={data.id} heroName={data.name} />
    </div>
  );
}
