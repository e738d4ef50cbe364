import { canManageHeroes } from '@haven/shared/heroes/policies';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Navigate, redirect, useParams } from 'react-router';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { getHeroBannersQueryOptions } from '../../../features/banners/api/get-hero-banners';
import { HeroBannerHistory } from '../../../features/banners/components/hero-banner-history';
import { HeroOwnership } from '../../../features/collection/components/hero-ownership';
import { getHeroDatabaseEntriesQueryOptions } from '../../../features/game-database/api/get-hero-database-entries';
import { HeroDatabaseEntries } from '../../../features/game-database/components/hero-database-entries';
import { getGameTeamQueryOptions } from '../../../features/game-team/api/get-game-team';
import { AddToGameTeam } from '../../../features/game-team/components/add-to-game-team';
import { getHeroGuidesQueryOptions } from '../../../features/guides/api/get-guides';
import { HeroGuides } from '../../../features/guides/components/hero-guides';
import { getHeroReviewQueryOptions } from '../../../features/hero-reviews/api/get-hero-review';
import { HeroReview } from '../../../features/hero-reviews/components/hero-review';
import { useHeroReviewHead } from '../../../features/hero-reviews/hooks/use-hero-review-head';
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
import { HeroAbout, HeroProfile } from '../../../features/heroes/components/hero-profile';
import { HeroRating } from '../../../features/heroes/components/hero-rating';
import {
  HeroPageSection,
  type HeroPageSectionLink,
  HeroSectionBar,
} from '../../../features/heroes/components/hero-section-bar';
import { HeroSkills } from '../../../features/heroes/components/hero-skills';
import { getHeroTeamsQueryOptions } from '../../../features/teams/api/get-public-teams';
import { HeroTeams } from '../../../features/teams/components/hero-teams';
import { getHeroTiersQueryOptions } from '../../../features/tier-list/api/get-hero-tiers';
import { HeroTierChips } from '../../../features/tier-list/components/hero-tier-chips';
import { HeroTierHistory } from '../../../features/tier-list/components/hero-tier-history';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { mainQueryLoader, withPageQueries } from '../../loader-context';

/**
 * The server answers 404 for a hero that does not exist, and fetches what every section of the
 * page asks for once it knows the hero.
 */
export const loader = withPageQueries(
  mainQueryLoader(({ slug = '' }) => getHeroQueryOptions(slug)),
  ({ params: { slug = '' }, queryClient, viewer }) => {
    const hero = queryClient.getQueryData(getHeroQueryOptions(slug).queryKey);
    if (!hero) return [];
    // A renamed hero's former address leads to its own, for good.
    if (hero.slug !== slug) throw redirect(paths.hero(hero.slug), 301);
    return [
      getHeroRatingQueryOptions(hero.id),
      getHeroTiersQueryOptions(hero.slug),
      getHeroReviewQueryOptions(hero.slug),
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
  const reviewHead = useHeroReviewHead(slug, hero.data?.name);
  const { t } = useLingui();

  if (hero.isPending) return <HeroPageSkeleton />;
  if (hero.isError) {
    if (hero.error instanceof ApiError && hero.error.status === 404) return <HeroNotFound />;
    return <HeroLoadError onRetry={() => void hero.refetch()} />;
  }

  const data = hero.data;
  if (data.slug !== slug) return <Navigate to={paths.hero(data.slug)} replace />;
  // The page's sections in order; the bar links to exactly the ones drawn. A section whose
  // component is its own link target (it carries the id) says so with `anchored`.
  const sections: (HeroPageSectionLink & { content: ReactNode; anchored?: boolean })[] = [
    {
      id: 'overview',
      label: t`Overview`,
      content: (
        <>
          <HeroAbout hero={data} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <HeroBaseStats hero={data} />
            </div>
            <HeroRating
              heroId={data.id}
              heroName={data.name}
              isSignedIn={user !== null}
              isSessionLoading={isSessionLoading}
            />
          </div>
        </>
      ),
    },
    {
      id: 'review',
      label: t`Review`,
      content: (
        <HeroReview slug={data.slug}>
          <HeroTierHistory slug={data.slug} />
        </HeroReview>
      ),
    },
    { id: 'skills', label: t`Skills`, content: <HeroSkills hero={data} /> },
    {
      id: 'build',
      label: t`Build`,
      content: (
        <>
          <HeroRecommendedBuild hero={data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <HeroTeammates hero={data} />
            <HeroBuildNotes hero={data} />
          </div>
          <HeroDatabaseEntries heroId={data.id} heroName={data.name} />
        </>
      ),
    },
    {
      id: 'banners',
      label: t`Banners`,
      content: <HeroBannerHistory slug={data.slug} heroName={data.name} />,
    },
    {
      id: 'teams',
      label: t`Teams`,
      content: (
        <HeroTeams heroId={data.id} heroName={data.name} viewer={isSessionLoading ? undefined : user} />
      ),
    },
    {
      id: 'guides',
      label: t`Guides`,
      content: <HeroGuides heroId={data.id} heroName={data.name} isSignedIn={user !== null} />,
    },
    {
      id: 'comments',
      label: t`Comments`,
      content: <HeroComments heroId={data.id} viewer={isSessionLoading ? undefined : user} />,
    },
  ];
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 pt-4 pb-8 sm:px-6 sm:pt-6 sm:pb-10">
      <DetailPageTitle
        title={data.name}
        description={[`${data.name}, ${data.rarity} ${data.class}`, reviewHead.verdict || data.description]
          .filter(Boolean)
          .join(': ')}
        structuredData={reviewHead.structuredData}
        image={data.imageUrl ? { src: data.imageUrl, alt: data.name } : null}
        breadcrumb={{
          trail: [
            { label: t`Home`, to: paths.home },
            { label: t`Heroes`, to: paths.heroes },
          ],
          current: data.name,
        }}
      />
      <HeroProfile
        hero={data}
        canEdit={canManageHeroes(user)}
        tiers={<HeroTierChips slug={data.slug} />}
        ownership={<HeroOwnership heroId={data.id} userId={user?.id} />}
        actions={<AddToGameTeam hero={data} isSignedIn={user !== null} isSessionLoading={isSessionLoading} />}
      />
      <HeroSectionBar sections={sections} />
      {sections.map((section) =>
        section.anchored ? (
          <Fragment key={section.id}>{section.content}</Fragment>
        ) : (
          <HeroPageSection key={section.id} id={section.id}>
            {section.content}
          </HeroPageSection>
        ),
      )}
    </div>
  );
}
