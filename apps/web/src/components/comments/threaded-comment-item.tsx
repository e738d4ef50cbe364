import type { Language } from '@haven/shared/i18n/languages';
import { useLingui } from '@lingui/react/macro';
import { Reply } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { ReportTargetRef } from '../reports/report-control';
import { CommentActionButton } from './comment-action-button';
import type { CommentComposerProps } from './comment-composer';
import {
  CommentBody,
  type CommentHeaderData,
  CommentItem,
  CommentOwnerActions,
  type CommentPermissions,
} from './comment-item';
import { CommentLanguage } from './comment-language';
import type { CommentFieldSettings } from './comment-text-field';
import type { CommentActions } from './use-comment-actions';

/** How a section shows one comment of its threads: highlighted, its Reply button, what goes under it. */
export type ThreadCommentShown = {
  isHighlighted: boolean;
  /** The Reply button, for top-level comments only. */
  onReply?: () => void;
  /** Replies and the reply form, shown under the comment. */
  children?: ReactNode;
};

type ThreadedCommentItemProps = ThreadCommentShown & {
  /** `language`: what it was written in, said when not the page's (walls do not record it). */
  comment: CommentHeaderData & { id: string; content: string; isRemoved: boolean; language?: Language };
  /** The comment as a Report control names it. */
  report: ReportTargetRef;
  permissions: CommentPermissions;
  /** The comment's edit state, save and delete, from `useCommentActions`. */
  actions: CommentActions;
  /** The loader of the feature's shared schema of `{ content }`, and its comment box, for editing. */
  loadSchema: CommentComposerProps['loadSchema'];
  field: CommentFieldSettings;
  deleteConfirmText: string;
};

/**
 * One comment or reply of a threaded section (walls, teams, guides): author, date, text with
 * emoticons, Reply, Edit and Delete for those allowed, highlighted when a link opened it; the
 * language it was written in when that is not the page's.
 */
export function ThreadedCommentItem({
  comment,
  report,
  permissions,
  actions,
  loadSchema,
  field,
  deleteConfirmText,
  isHighlighted,
  onReply,
  children,
}: ThreadedCommentItemProps) {
  const { t } = useLingui();
  return (
    <CommentItem
      comment={comment}
      avatarClassName="size-9"
      id={`comment-${comment.id}`}
      className={cn(
        'scroll-mt-24 rounded-xl p-3 transition-colors duration-700',
        isHighlighted && 'bg-brand-50 ring-2 ring-brand-500 dark:bg-brand-500/15 dark:ring-brand-300',
      )}
    >
      <CommentLanguage language={comment.language} />
      <CommentBody
        content={comment.content}
        isRemoved={comment.isRemoved}
        isEditing={actions.isEditing}
        loadSchema={loadSchema}
        field={field}
        canSave={(draft) => draft.trim().length > 0 && draft.trim() !== comment.content}
        isSaving={actions.isSaving}
        onSave={actions.save}
        onCancel={actions.stopEditing}
      />
      {!actions.isEditing && (
        <div className="mt-1 flex flex-wrap gap-1">
          {onReply && <CommentActionButton icon={Reply} label={t`Reply`} onClick={onReply} />}
          <CommentOwnerActions
            permissions={{ ...permissions, canEdit: permissions.canEdit && !comment.isRemoved }}
            actions={actions}
            deleteConfirmText={deleteConfirmText}
            {...(comment.isRemoved ? {} : { report })}
          />
        </div>
      )}
      {children}
    </CommentItem>
  );
}

/** The replies under a top-level comment, set in by a line. */
export function CommentReplyList({ children }: { children: ReactNode }) {
  return <ul className="mt-2 space-y-1 border-l-2 border-slate-200 pl-2 dark:border-white/10">{children}</ul>;
}
