import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { CommentReplyList } from './threaded-comment-item';

type CommentThreadsProps<C extends { id: string }> = {
  /** Top-level comments, each with its replies. */
  threads: (C & { replies: C[] })[];
  /** One comment or reply; a top-level one also gets its Reply action and what goes under it. */
  renderComment: (comment: C, thread?: { onReply?: () => void; children: ReactNode }) => ReactNode;
  /** The reply form under the comment being answered; `close` hides it. */
  renderReplyBox: (comment: C, close: () => void) => ReactNode;
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
export function CommentThreads<C extends { id: string }>({
  threads,
  renderComment,
  renderReplyBox,
  canReply,
  isBusy,
  className,
}: CommentThreadsProps<C>) {
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const close = () => setReplyingTo(null);
  return (
    <div aria-busy={isBusy} className={cn('divide-y divide-slate-200 dark:divide-white/10', className)}>
      {threads.map((comment) => (
        <div key={comment.id} className="py-2">
          {renderComment(comment, {
            onReply: canReply(comment)
              ? () => setReplyingTo(replyingTo === comment.id ? null : comment.id)
              : undefined,
            children: (
              <>
                {replyingTo === comment.id && renderReplyBox(comment, close)}
                {comment.replies.length > 0 && (
                  <CommentReplyList>
                    {comment.replies.map((reply) => (
                      <li key={reply.id}>{renderComment(reply)}</li>
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
