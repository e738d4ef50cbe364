import { REMOVED_BY_MODERATOR } from '@haven/shared/moderation/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useFormatDate } from '../../lib/dates';
import { paths } from '../../lib/paths';
import { EmoticonText } from '../emoticons/emoticon-text';
import { ReportControl, type ReportTargetRef } from '../reports/report-control';
import { Avatar } from '../ui/avatar';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { CollapsedIfBlocked } from './blocked-authors';
import { CommentActionButton } from './comment-action-button';
import { CommentComposer, type CommentComposerProps } from './comment-composer';
import { LinkedNames } from './comment-mentions';
import type { CommentFieldSettings } from './comment-text-field';
import type { CommentActions } from './use-comment-actions';

/** What a comment shows of its author and its dates. */
export type CommentHeaderData = {
  author: { id: string; username: string; avatarUrl: string | null };
  createdAt: string;
  updatedAt: string;
};

type CommentItemProps = {
  comment: CommentHeaderData;
  /** The avatar's size, e.g. `size-10`. */
  avatarClassName: string;
  id?: string;
  className?: string;
  /** The text (or its edit form), the actions and anything shown under them. */
  children: ReactNode;
};

/**
 * One comment's frame: avatar, author link, date and the '(edited)' mark, then its content; folded
 * away when the reader blocks its author.
 */
export function CommentItem({ comment, avatarClassName, id, className, children }: CommentItemProps) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const { username } = comment.author;
  const profile = paths.profile(username);
  return (
    <CollapsedIfBlocked authorId={comment.author.id} id={id} className={className}>
      <article id={id} aria-label={t`Comment by ${username}`} className={className}>
        <div className="flex gap-3">
          {/* A second way to the profile for pointer users; the name link below is the accessible one. */}
          <Link to={profile} className="shrink-0 rounded-full" tabIndex={-1} aria-hidden="true">
            <Avatar src={comment.author.avatarUrl} alt="" className={avatarClassName} />
          </Link>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <Link
                to={profile}
                className="max-w-full truncate rounded font-semibold text-slate-900 hover:underline dark:text-white"
                data-content
                title={comment.author.username}
              >
                {comment.author.username}
              </Link>
              <time dateTime={comment.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
                {formatDate(comment.createdAt, 'dateTime')}
              </time>
              {comment.updatedAt !== comment.createdAt && (
                <span className="text-xs text-slate-600 italic dark:text-slate-400">
                  <Trans>(edited)</Trans>
                </span>
              )}
            </div>
            {children}
          </div>
        </div>
      </article>
    </CollapsedIfBlocked>
  );
}

type CommentBodyProps = {
  content: string;
  /** A moderator removed it: its place says so, for everyone. */
  isRemoved?: boolean;
  isEditing: boolean;
  /** The loader of the feature's shared schema of `{ content }`, and its comment box. */
  loadSchema: CommentComposerProps['loadSchema'];
  field: CommentFieldSettings;
  /** Whether Save is enabled for this draft. */
  canSave: (draft: string) => boolean;
  isSaving: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
};

/**
 * A comment's text: plain text with emoticon images and the names its page links (React renders
 * text, never markup), or its edit form in place.
 */
export function CommentBody({
  content,
  isRemoved = false,
  isEditing,
  canSave,
  isSaving,
  onSave,
  ...edit
}: CommentBodyProps) {
  const { t } = useLingui();
  if (isRemoved) {
    return <p className="mt-1 text-sm text-slate-600 italic dark:text-slate-400">{REMOVED_BY_MODERATOR}</p>;
  }
  if (isEditing) {
    return (
      <CommentComposer
        {...edit}
        label={t`Edit your comment`}
        isLabelHidden
        initialContent={content}
        submitLabel={t`Save`}
        canSubmit={canSave}
        isPending={isSaving}
        onSubmit={onSave}
        autoFocus
        className="mt-2"
      />
    );
  }
  return (
    <p
      data-content
      className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-800 dark:text-slate-200"
    >
      <EmoticonText text={content} renderText={(run) => <LinkedNames text={run} />} />
    </p>
  );
}

/** What the reader may do with a comment, decided by the feature. */
export type CommentPermissions = { canEdit: boolean; canDelete: boolean };

type CommentOwnerActionsProps = {
  permissions: CommentPermissions;
  /** The comment's edit state and delete, from `useCommentActions`. */
  actions: Pick<CommentActions, 'startEditing' | 'remove' | 'isDeleting'>;
  deleteConfirmText: string;
  /** The comment as a Report control names it; none once it was removed. */
  report?: ReportTargetRef;
  className?: string;
};

/**
 * The Edit and Delete buttons a comment shows to those allowed (Delete asks for confirmation), and
 * Report for everyone else.
 */
export function CommentOwnerActions({
  permissions: { canEdit, canDelete },
  actions,
  deleteConfirmText,
  report,
  className,
}: CommentOwnerActionsProps) {
  const { t } = useLingui();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!canEdit && !canDelete && !report) return null;
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {report && <ReportControl target={report} variant="comment" />}
      {canEdit && <CommentActionButton icon={Pencil} label={t`Edit`} onClick={actions.startEditing} />}
      {canDelete && (
        <CommentActionButton
          icon={Trash2}
          label={t`Delete`}
          onClick={() => setIsConfirming(true)}
          className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
        />
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t`Delete Comment`}
        description={deleteConfirmText}
        isBusy={actions.isDeleting}
        onConfirm={() => actions.remove(() => setIsConfirming(false))}
      />
    </div>
  );
}
