import {
  AUTH_MESSAGES,
  canChangeHeroComment,
  canVoteOnHeroComment,
  HERO_MESSAGES,
  type HeroComment,
  HeroCommentContentSchema,
  type PolicyViewer,
  type VoteType,
} from '@haven/shared';
import { Pencil, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmoticonText } from '../../../components/emoticons/emoticon-text';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDeleteHeroComment } from '../api/delete-hero-comment';
import { useUpdateHeroComment } from '../api/update-hero-comment';
import { useVoteHeroComment } from '../api/vote-hero-comment';
import { CommentTextField, isCommentLongEnough } from './comment-text-field';

type HeroCommentItemProps = {
  comment: HeroComment;
  heroId: string;
  viewer: PolicyViewer;
};

/** One comment: author, date, text (always plain text), votes, and the author's Edit and Delete. */
export function HeroCommentItem({ comment, heroId, viewer }: HeroCommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const update = useUpdateHeroComment(heroId);
  const remove = useDeleteHeroComment(heroId);
  const vote = useVoteHeroComment(heroId);
  const editId = useId();
  const isAuthor = canChangeHeroComment(viewer, { authorId: comment.author.id });
  const isEdited = comment.updatedAt !== comment.createdAt;

  const onVote = (voteType: VoteType) => {
    if (!canVoteOnHeroComment(viewer)) {
      toast.error(HERO_MESSAGES.voteSignIn);
      return;
    }
    vote.mutate(
      { commentId: comment.id, voteType },
      { onError: (error) => toast.error(messageFor(error, HERO_MESSAGES.voteFailed)) },
    );
  };

  const onSave = () => {
    const parsed = HeroCommentContentSchema.safeParse(draft);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? HERO_MESSAGES.commentTooShort);
      return;
    }
    update.mutate(
      { commentId: comment.id, content: draft },
      {
        onSuccess: () => {
          setIsEditing(false);
          toast.success(HERO_MESSAGES.commentUpdated);
        },
        onError: (error) => toast.error(messageFor(error, AUTH_MESSAGES.genericError)),
      },
    );
  };

  const onDelete = () => {
    remove.mutate(comment.id, {
      onSuccess: () => {
        setIsConfirmingDelete(false);
        toast.success(HERO_MESSAGES.commentDeleted);
      },
      onError: (error) => toast.error(messageFor(error, AUTH_MESSAGES.genericError)),
    });
  };

  return (
    <article className="flex gap-3 py-4" aria-label={`Comment by ${comment.author.username}`}>
      {/* A second way to the profile for pointer users; the name link below is the accessible one. */}
      <Link
        to={paths.profile(comment.author.username)}
        className="shrink-0 rounded-full"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Avatar src={comment.author.avatarUrl} alt="" className="size-10" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <Link
            to={paths.profile(comment.author.username)}
            className="rounded font-semibold text-slate-900 hover:underline dark:text-white"
          >
            {comment.author.username}
          </Link>
          <time dateTime={comment.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
            {formatDate(comment.createdAt, 'dateTime')}
          </time>
          {isEdited && <span className="text-xs text-slate-600 italic dark:text-slate-400">(edited)</span>}
        </div>

        {isEditing ? (
          <div className="mt-2">
            <CommentTextField
              id={editId}
              label="Edit your comment"
              isLabelHidden
              value={draft}
              onChange={setDraft}
              disabled={update.isPending}
              autoFocus
              actions={
                <>
                  <Button
                    size="sm"
                    onClick={onSave}
                    disabled={!isCommentLongEnough(draft) || update.isPending}
                  >
                    {update.isPending && <Spinner className="size-4" />}
                    Save
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setDraft(comment.content);
                      setIsEditing(false);
                    }}
                    disabled={update.isPending}
                  >
                    Cancel
                  </Button>
                </>
              }
            />
          </div>
        ) : (
          // React renders text and emoticon images, never markup: comments stay plain text.
          <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
            <EmoticonText text={comment.content} />
          </p>
        )}

        <div className="mt-2 flex flex-wrap items-center gap-1">
          <VoteButton
            kind="up"
            count={comment.votesUp}
            isActive={comment.userVote === 'up'}
            disabled={vote.isPending}
            onClick={() => onVote('up')}
          />
          <VoteButton
            kind="down"
            count={comment.votesDown}
            isActive={comment.userVote === 'down'}
            disabled={vote.isPending}
            onClick={() => onVote('down')}
          />
          {isAuthor && !isEditing && (
            <div className="ml-auto flex gap-1">
              <Button
                size="sm"
                variant="ghost"
                className="h-8 px-2"
                onClick={() => {
                  setDraft(comment.content);
                  setIsEditing(true);
                }}
              >
                <Pencil aria-hidden="true" className="size-3.5" />
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="h-8 px-2 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
                onClick={() => setIsConfirmingDelete(true)}
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
                Delete
              </Button>
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title="Delete Comment"
        description={HERO_MESSAGES.commentDeleteConfirm}
        isBusy={remove.isPending}
        onConfirm={onDelete}
      />
    </article>
  );
}

type VoteButtonProps = {
  kind: VoteType;
  count: number;
  isActive: boolean;
  disabled: boolean;
  onClick: () => void;
};

function VoteButton({ kind, count, isActive, disabled, onClick }: VoteButtonProps) {
  const Icon = kind === 'up' ? ThumbsUp : ThumbsDown;
  return (
    <button
      type="button"
      aria-pressed={isActive}
      aria-label={`${kind === 'up' ? 'Vote up' : 'Vote down'} (${count})`}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold tabular-nums transition-colors disabled:opacity-70',
        isActive
          ? kind === 'up'
            ? 'border-emerald-600 bg-emerald-50 text-emerald-800 dark:border-emerald-400 dark:bg-emerald-400/15 dark:text-emerald-200'
            : 'border-red-600 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-400/15 dark:text-red-200'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-white/15 dark:text-slate-300 dark:hover:bg-white/10',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-3.5', isActive && 'fill-current')} />
      {count}
    </button>
  );
}
