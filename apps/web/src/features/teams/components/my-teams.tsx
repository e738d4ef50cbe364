import { MAX_TEAMS_PER_MEMBER } from '@haven/shared/teams/constants';
import type { Team } from '@haven/shared/teams/schemas';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Eye, Pencil, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import {
  SectionEmpty,
  SectionLoading,
  SKELETON_BLOCK,
  SKELETON_FILL,
} from '../../../components/ui/section-states';
import { TeamLineup } from '../../../components/ui/team-lineup';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { useDeleteTeam } from '../api/delete-team';
import { useMyTeams } from '../api/get-my-teams';
import { TEAM_VISIBILITY_TEXTS, teamTexts } from '../shared-texts';
import { ModeTag } from './mode-tag';
import { lineupOf } from './team-card';

/** What the page's team form is told: the team to edit (none for a new one) and how to report back. */
export type TeamFormSlot = {
  team: Team | undefined;
  onDraftChange: (hasDraft: boolean) => void;
  /** Called once the form has saved or its edit was cancelled. */
  onDone: () => void;
};

type MyTeamsProps = {
  /**
   * The create form, shown while the member has room for another team, and kept (under the
   * limit notice) while it holds a draft, so a team made in another tab loses nothing here.
   */
  renderBuilder: (props: TeamFormSlot) => ReactNode;
  /** The team just created, offered for sharing. */
  justCreated: Team | null;
};

/** 'My Teams': the counter, the create (or edit) form and the member's team cards. */
export function MyTeams({ renderBuilder, justCreated }: MyTeamsProps) {
  const { t } = useLingui();
  const teams = useMyTeams();
  const count = teams.data?.items.length;
  const [hasDraft, setHasDraft] = useState(false);
  const [editing, setEditing] = useState<Team | null>(null);
  const edit = (team: Team) => {
    setEditing(team);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const isAtLimit = count !== undefined && count >= MAX_TEAMS_PER_MEMBER;

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-slate-900 dark:text-white">
          <Trans>My Teams</Trans>
        </h1>
        <p className="inline-flex min-w-16 justify-center rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-white dark:bg-brand-500">
          {count ?? '–'}/{MAX_TEAMS_PER_MEMBER}
          <span className="sr-only">
            {' '}
            <Trans>teams</Trans>
          </span>
        </p>
      </div>
      {justCreated && (
        <Alert variant="success">
          {teamTexts.createdShare}{' '}
          <Link to={paths.team(justCreated.slug)} className="font-semibold underline underline-offset-2">
            <Trans>
              View <span data-content>{justCreated.name}</span>
            </Trans>
          </Link>
        </Alert>
      )}
      {isAtLimit && !editing && <Alert>{teamTexts.limitReached}</Alert>}
      {(editing || !isAtLimit || hasDraft) &&
        renderBuilder({
          team: editing ?? undefined,
          onDraftChange: setHasDraft,
          onDone: () => setEditing(null),
        })}
      <section aria-labelledby="my-teams-list" className="space-y-4">
        <h2 id="my-teams-list" className="font-display text-xl font-bold text-slate-900 dark:text-white">
          <Trans>Your Teams</Trans>
        </h2>
        {teams.isPending ? (
          <SectionLoading label={t`Loading teams...`}>
            <div className={GRID}>
              {[0, 1].map((i) => (
                <div key={i} className={cn(CARD_CLASSES, 'space-y-3 p-4')}>
                  <div className={cn(SKELETON_BLOCK, 'h-6 w-2/3')} />
                  <div className={cn(SKELETON_FILL, 'h-12 rounded-lg')} />
                  <div className={cn(SKELETON_BLOCK, 'h-9 w-full')} />
                </div>
              ))}
            </div>
          </SectionLoading>
        ) : teams.isError ? (
          <Alert variant="error">{teamTexts.loadListFailed}</Alert>
        ) : teams.data.items.length === 0 ? (
          <SectionEmpty
            icon={Users}
            title={teamTexts.noTeamsYet}
            text={t`Build your first team with the form above.`}
          />
        ) : (
          <ul className={GRID}>
            {teams.data.items.map((team) => (
              <li key={team.id}>
                <MyTeamCard team={team} onEdit={() => edit(team)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function MyTeamCard({ team, onEdit }: { team: Team; onEdit: () => void }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const deleteTeam = useDeleteTeam();
  const votes = formatCount(team.voteCount);

  return (
    <article className={cn(CARD_CLASSES, 'flex h-full flex-col gap-3 p-4')}>
      <div>
        <h3
          data-content
          className="font-display text-lg font-bold break-words text-slate-900 dark:text-white"
        >
          {team.name}
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          <time dateTime={team.createdAt}>{formatDate(team.createdAt, 'short')}</time> ·{' '}
          <Plural value={team.voteCount} one={`${votes} vote`} other={`${votes} votes`} /> ·{' '}
          {t(TEAM_VISIBILITY_TEXTS[team.visibility])}
        </p>
      </div>
      {team.mode && <ModeTag name={team.mode.name} />}
      <TeamLineup heroes={lineupOf(team)} />
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink to={paths.team(team.slug)} variant="secondary" size="sm" className="flex-1">
          <Eye aria-hidden="true" className="size-4" />
          <Trans>View Team</Trans>
        </ButtonLink>
        <Button variant="outline" onClick={onEdit} aria-label={t`Edit ${team.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit</Trans>
        </Button>
        <ConfirmDeleteButton
          variant="outline"
          aria-label={t`Delete ${team.name}`}
          className="text-red-700 dark:text-red-300"
          dialogTitle={t`Delete Team`}
          description={teamTexts.deleteConfirm}
          action={() => deleteTeam.mutateAsync(team.id)}
          messages={teamTexts}
        />
      </div>
    </article>
  );
}
