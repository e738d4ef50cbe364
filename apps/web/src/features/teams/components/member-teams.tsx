import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { MEMBER_TEAMS_SHOWN } from '@haven/shared/teams/constants';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { CARD_CLASSES } from '../../../components/ui/card';
import { CommunitySection } from '../../../components/ui/community-section';
import { SKELETON_BLOCK, SKELETON_FILL, SkeletonCards } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useMemberTeams } from '../api/get-public-teams';
import { TeamCard } from './team-card';

const GRID = 'grid gap-3 sm:grid-cols-2 sm:gap-4';

type MemberTeamsProps = {
  username: string;
  /** Who is looking (undefined while the session loads), for the vote buttons. */
  viewer: PolicyViewer | undefined;
};

/**
 * 'Teams' on a member's profile: how many public teams they made, the newest few as cards, and
 * 'See all' to the gallery showing only their teams.
 */
export function MemberTeams({ username, viewer }: MemberTeamsProps) {
  const teams = useMemberTeams(username);
  const total = teams.data?.total ?? 0;
  const items = teams.data?.items.slice(0, MEMBER_TEAMS_SHOWN) ?? [];
  return (
    <CommunitySection
      id="member-teams"
      title={TEAM_MESSAGES.memberTeamsTitle}
      isPending={teams.isPending}
      isError={teams.isError}
      errorText={TEAM_MESSAGES.memberTeamsLoadFailed}
      onRetry={() => void teams.refetch()}
      seeAllHref={total > MEMBER_TEAMS_SHOWN ? paths.publicTeamsByMember(username) : undefined}
      loading={
        <SkeletonCards count={2} className={GRID} cardClassName={cn(CARD_CLASSES, 'h-full space-y-2 p-4')}>
          <div className={cn(SKELETON_FILL, 'h-36 w-full rounded-xl')} />
          <div className={cn(SKELETON_BLOCK, 'h-6 w-2/3')} />
          <div className={cn(SKELETON_BLOCK, 'h-4 w-1/2')} />
        </SkeletonCards>
      }
      summary={
        <p>
          {total === 0
            ? TEAM_MESSAGES.memberTeamsEmpty
            : `${total} public ${total === 1 ? 'team' : 'teams'}, newest first.`}
        </p>
      }
    >
      {items.length > 0 && (
        <ul aria-label={`Teams by ${username}`} className={cn(GRID, 'mt-4')}>
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
