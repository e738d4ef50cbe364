import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canVoteTeam } from '@haven/shared/teams/policies';
import type { Team } from '@haven/shared/teams/schemas';
import { useLingui } from '@lingui/react/macro';
import { ThumbsUp } from 'lucide-react';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useVoteTeam } from '../api/vote-team';
import { teamTexts } from '../shared-texts';

type VoteButtonProps = {
  team: Pick<Team, 'id' | 'name' | 'voteCount' | 'myVote' | 'creator'>;
  /** Who is looking; undefined while the session loads. */
  viewer: PolicyViewer | undefined;
  className?: string;
};

const votesText = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

/**
 * A team's vote count, and for members other than its owner the button that votes it up or takes
 * the vote back (pressed while theirs); a visitor's press asks them to sign in.
 */
export function VoteButton({ team, viewer, className }: VoteButtonProps) {
  const { t } = useLingui();
  const vote = useVoteTeam();
  const ownerId = team.creator?.id ?? null;
  const base = cn(
    'relative z-10 inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold',
    className,
  );
  if (viewer && !canVoteTeam(viewer, { ownerId })) {
    return (
      <span className={cn(base, 'bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-200')}>
        <ThumbsUp aria-hidden="true" className="size-4" />
        {votesText(team.voteCount)}
      </span>
    );
  }
  const isPressed = vote.isPending ? !team.myVote : team.myVote;
  const count = team.voteCount + (vote.isPending ? (team.myVote ? -1 : 1) : 0);
  const onClick = () => {
    if (viewer === undefined || vote.isPending) return;
    if (viewer === null) {
      toast.error(teamTexts.voteSignIn);
      return;
    }
    vote.mutate(team.id, { onError: (error) => toast.error(messageFor(error, teamTexts.voteFailed)) });
  };
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      aria-label={t`Vote for ${team.name}, ${votesText(count)}`}
      onClick={onClick}
      className={cn(
        base,
        'border transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        isPressed
          ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500'
          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-700 dark:border-white/20 dark:bg-night-900 dark:text-slate-100 dark:hover:text-brand-200',
      )}
    >
      <ThumbsUp aria-hidden="true" className={cn('size-4', isPressed && 'fill-current')} />
      {count}
    </button>
  );
}
