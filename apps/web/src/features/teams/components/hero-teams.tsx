import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CommunitySection } from '../../../components/ui/community-section';
import { paths } from '../../../lib/paths';
import { useHeroTeams } from '../api/get-public-teams';
import { teamTexts } from '../shared-texts';
import { TeamCardGrid, TeamCardGridSkeleton } from './team-card-grid';

/** The newest teams a hero's section shows. */
const SHOWN = 3;

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
      title={teamTexts.heroTeamsTitle(heroName)}
      query={teams}
      errorText={teamTexts.heroTeamsLoadFailed}
      seeAllHref={total > 0 ? paths.publicTeamsWithHero(heroId) : undefined}
      loading={<TeamCardGridSkeleton count={SHOWN} className="lg:grid-cols-3" />}
      summary={
        total === 0 ? (
          <>
            <p>{teamTexts.heroTeamsEmpty(heroName)}</p>
            <Link
              to={paths.manageTeams}
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              <Trans>Build a team</Trans>
            </Link>
          </>
        ) : (
          <p>
            {total === 1 ? teamTexts.heroTeamsCountOne(heroName) : teamTexts.heroTeamsCount(total, heroName)}
          </p>
        )
      }
    >
      <TeamCardGrid
        teams={items}
        label={teamTexts.heroTeamsTitle(heroName)}
        viewer={viewer}
        className="lg:grid-cols-3"
      />
    </CommunitySection>
  );
}
