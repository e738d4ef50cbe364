import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import type { ThreadComposerPlacement } from './thread-composer';
import { CommentReplyList, type ThreadCommentShown } from './threaded-comment-item';

/** What the threads read of a comment: its id and who wrote it (named by the reply form). */
type ThreadComment = { id: string; author: { username: string } };

type CommentThreadsProps<C extends ThreadComment> = {
  /** Top-level comments, each with its replies. */
  threads: (C & { replies: C[] })[];
  /** The comment a link opened, highlighted for a while. */
  highlighted: string | null;
  /** One comment or reply; a top-level one also gets its Reply action and what goes under it. */
  renderComment: (comment: C, shown: ThreadCommentShown) => ReactNode;
  /** The reply form under the comment being answered, placed and labelled; it closes once posted. */
  renderReplyBox: (placement: ThreadComposerPlacement & { parentId: string }) => ReactNode;
  /** Whether the reader may reply to this top-level comment. */
  canReply: (comment: C) => boolean;
  /** Marks the threads busy while a newer page is on its way. */
  isBusy?: boolean;
  className?: string;
};

/**
 * The threads of a section (walls, teams, guides): each top-level comment with its reply form,
 * when open, and its replies set in under it. One reply form is open at a time.
 */
export function CommentThreads<C extends ThreadComment>({
  threads,
  highlighted,
  renderComment,
  renderReplyBox,
  canReply,
  isBusy,
  className,
}: CommentThreadsProps<C>) {
  const { t } = useLingui();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const close = () => setReplyingTo(null);
  const replyLabel = (username: string) => t`Reply to ${username}`;
  return (
    <div aria-busy={isBusy} className={cn('divide-y divide-slate-200 dark:divide-white/10', className)}>
      {threads.map((comment) => (
        <div key={comment.id} className="py-2">
          {renderComment(comment, {
            isHighlighted: highlighted === comment.id,
            onReply: canReply(comment)
              ? () => setReplyingTo(replyingTo === comment.id ? null : comment.id)
              : undefined,
            children: (
              <>
                {replyingTo === comment.id &&
                  renderReplyBox({
                    parentId: comment.id,
                    label: replyLabel(comment.author.username),
                    onPosted: close,
                    onCancel: close,
                    className: 'mt-2',
                  })}
                {comment.replies.length > 0 && (
                  <CommentReplyList>
                    {comment.replies.map((reply) => (
                      <li key={reply.id}>
                        {renderComment(reply, { isHighlighted: highlighted === reply.id })}
                      </li>
                    ))}
                  </CommentReplyList>
                )}
              </>
            ),
          })}
        </div>
      ))}
    </div>
  );
}
