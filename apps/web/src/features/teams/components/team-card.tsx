import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import type { Team } from '@haven/shared/teams/schemas';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/card-title';
import { TeamLineup } from '../../../components/ui/team-lineup';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { teamTexts } from '../shared-texts';
import { ModeTag } from './mode-tag';
import { VoteButton } from './vote-button';

/** A team's heroes as the shared line-up shows them, 'Unknown Hero' where one was deleted. */
export function lineupOf(team: Pick<Team, 'heroes'>) {
  return team.heroes.map((member) => ({
    position: member.position,
    name: member.hero?.name ?? teamTexts.unknownHeroName,
    imageUrl: member.hero?.imageUrl ?? null,
  }));
}

type TeamCardProps = {
  team: Team;
  /** Who is looking (undefined while the session loads); votes are shown, and offered to members. */
  viewer?: PolicyViewer;
  headingLevel?: 2 | 3;
  /** A line under the creator, such as what the viewer lacks to build it. */
  note?: ReactNode;
};

/** A team as a link card: its five named heroes, name, creator, mode, notes, date and votes. */
export function TeamCard({ team, viewer, headingLevel = 2, note }: TeamCardProps) {
  const creator = team.creator ? <span data-content>{team.creator.username}</span> : teamTexts.unknownUser;
  const formatDate = useFormatDate();
  return (
    <article className={cn(LINK_CARD_CLASSES, 'h-full w-full gap-2 p-3 sm:p-4')}>
      <TeamLineup heroes={lineupOf(team)} />
      <CardTitle
        level={headingLevel}
        to={paths.team(team.slug)}
        className="font-display text-base leading-snug font-bold break-words text-slate-900 sm:text-lg dark:text-white"
      >
        {team.name}
      </CardTitle>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans>by {creator}</Trans>
      </p>
      {note}
      {team.mode && <ModeTag name={team.mode.name} />}
      {team.notes && (
        <p data-content className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">
          {team.notes}
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs text-slate-600 dark:text-slate-300">
        <time dateTime={team.createdAt}>{formatDate(team.createdAt, 'short')}</time>
        <VoteButton team={team} viewer={viewer} />
      </div>
    </article>
  );
}
