import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { heroTeamsText, TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { CommunitySection } from '../../../components/ui/community-section';
import { SKELETON_BLOCK, SKELETON_FILL, SkeletonCards } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHeroTeams } from '../api/get-public-teams';
import { TeamCard } from './team-card';

/** The newest teams a hero's section shows. */
const SHOWN = 3;
const GRID = 'grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3';

/**
 * 'Teams with {hero}' on a hero's page: how many public teams include the hero, the three newest
 * as cards, and 'See all' to the gallery filtered by the hero; with none, an invitation to build one.
 */
type HeroTeamsProps = {
  heroId: string;
  heroName: string;
  /** Who is looking (undefined while the session loads), for the vote buttons. */
  viewer: PolicyViewer | undefined;
};

export function HeroTeams({ heroId, heroName, viewer }: HeroTeamsProps) {
  const teams = useHeroTeams(heroId);
  const total = teams.data?.total ?? 0;
  const items = teams.data?.items.slice(0, SHOWN) ?? [];
  return (
    <CommunitySection
      id="hero-teams"
      title={heroTeamsText(TEAM_MESSAGES.heroTeamsTitle, heroName)}
      isPending={teams.isPending}
      isError={teams.isError}
      errorText={TEAM_MESSAGES.heroTeamsLoadFailed}
      onRetry={() => void teams.refetch()}
      seeAllHref={total > 0 ? paths.publicTeamsWithHero(heroId) : undefined}
      loading={
        <SkeletonCards count={SHOWN} className={GRID} cardClassName={cn(CARD_CLASSES, 'h-full')}>
          <div className="space-y-2 p-3 sm:p-4">
            <div className={cn(SKELETON_FILL, 'h-36 w-full rounded-xl')} />
            <div className={cn(SKELETON_BLOCK, 'h-6 w-2/3')} />
            <div className={cn(SKELETON_BLOCK, 'h-4 w-1/2')} />
            <div className={cn(SKELETON_BLOCK, 'h-4 w-1/3')} />
          </div>
        </SkeletonCards>
      }
      summary={
        total === 0 ? (
          <>
            <p>{heroTeamsText(TEAM_MESSAGES.heroTeamsEmpty, heroName)}</p>
            <Link
              to={paths.manageTeams}
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              Build a team
            </Link>
          </>
        ) : (
          <p>
            {heroTeamsText(
              total === 1 ? TEAM_MESSAGES.heroTeamsCountOne : TEAM_MESSAGES.heroTeamsCount,
              heroName,
              total,
            )}
          </p>
        )
      }
    >
      {items.length > 0 && (
        <ul aria-label={heroTeamsText(TEAM_MESSAGES.heroTeamsTitle, heroName)} className={cn(GRID, 'mt-4')}>
          {items.map((team) => (
            <li key={team.id} className="flex">
              <TeamCard team={team} viewer={viewer} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </CommunitySection>
  );
}
