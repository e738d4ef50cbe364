import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { MEMBER_TEAMS_SHOWN } from '@haven/shared/teams/constants';
import { useLingui } from '@lingui/react/macro';
import { CommunitySection } from '../../../components/ui/community-section';
import { paths } from '../../../lib/paths';
import { useMemberTeams } from '../api/get-public-teams';
import { teamTexts } from '../shared-texts';
import { TeamCardGrid, TeamCardGridSkeleton } from './team-card-grid';

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
  const { t } = useLingui();
  const teams = useMemberTeams(username);
  const total = teams.data?.total ?? 0;
  const items = teams.data?.items.slice(0, MEMBER_TEAMS_SHOWN) ?? [];
  return (
    <CommunitySection
      id="member-teams"
      title={teamTexts.memberTeamsTitle}
      query={teams}
      errorText={teamTexts.memberTeamsLoadFailed}
      seeAllHref={total > MEMBER_TEAMS_SHOWN ? paths.publicTeamsByMember(username) : undefined}
      loading={<TeamCardGridSkeleton count={2} />}
      summary={
        <p>
          {total === 0
            ? teamTexts.memberTeamsEmpty
            : `${total} public ${total === 1 ? 'team' : 'teams'}, newest first.`}
        </p>
      }
    >
      <TeamCardGrid teams={items} label={t`Teams by ${username}`} viewer={viewer} />
    </CommunitySection>
  );
}
