import { PROFILE_COMMENT_MESSAGES as M, pageWindow } from '@haven/shared';
import { MessageSquare } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCreateProfileComment } from '../api/create-profile-comment';
import { useProfileComments } from '../api/get-profile-comments';
import { CommentField } from './comment-field';
import { ProfileCommentItem } from './profile-comment-item';

// Page buttons shown at once under the wall.
const MAX_PAGE_BUTTONS = 5;
// How long a comment opened from a link stays highlighted.
const HIGHLIGHT_MS = 4000;

/**
 * A member's wall: members read it and reply; the owner and their friends start comments.
 * `?comment={id}` opens the page holding that comment, scrolls to it and highlights it.
 */
export function ProfileComments({ profileId, username }: { profileId: string; username: string }) {
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('comment');
  const [page, setPage] = useState(1);
  // The comment a link points at, until the member turns the page.
  const [target, setTarget] = useState<string | null>(linked);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const comments = useProfileComments(profileId, { page, comment: target });

  useEffect(() => setTarget(linked), [linked]);

  const found = comments.data?.items.some(
    (c) => c.id === target || c.replies.some((reply) => reply.id === target),
  );
  useEffect(() => {
    if (!target || !found) return;
    document.getElementById(`comment-${target}`)?.scrollIntoView({ block: 'center' });
    setHighlighted(target);
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [target, found]);

  const turnPage = (next: number) => {
    setTarget(null);
    setPage(next);
  };

  const wall = comments.data;
  // The server answers visitors 401: walls are for members.
  const isVisitor = comments.error instanceof ApiError && comments.error.status === 401;
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-white">
        Comments
        {wall && wall.total > 0 && (
          <span className="ml-2 font-sans text-base font-semibold text-slate-600 dark:text-slate-400">
            ({wall.total})
          </span>
        )}
      </h2>
      {isVisitor ? (
        <SignInPrompt />
      ) : comments.isError ? (
        <Alert variant="error" className="mt-4">
          {M.loadFailed}
        </Alert>
      ) : !wall?.viewer ? (
        <CommentsSkeleton />
      ) : (
        <div aria-busy={comments.isFetching}>
          {wall.viewer.canComment && (
            <Composer
              profileId={profileId}
              label={`Write on ${username}'s profile`}
              onPosted={() => turnPage(1)}
              className="mt-4"
            />
          )}
          {wall.items.length === 0 ? (
            <p className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400">
              <MessageSquare aria-hidden="true" className="size-4" />
              {M.empty}
            </p>
          ) : (
            <div className="mt-4 divide-y divide-slate-200 dark:divide-white/10">
              {wall.items.map((comment) => (
                <div key={comment.id} className="py-2">
                  <ProfileCommentItem
                    comment={comment}
                    viewer={wall.viewer}
                    isHighlighted={highlighted === comment.id}
                    onReply={() => setReplyingTo(replyingTo === comment.id ? null : comment.id)}
                  >
                    {replyingTo === comment.id && (
                      <Composer
                        profileId={profileId}
                        parentId={comment.id}
                        label={`Reply to ${comment.author.username}`}
                        onPosted={() => setReplyingTo(null)}
                        onCancel={() => setReplyingTo(null)}
                        className="mt-2"
                      />
                    )}
                    {comment.replies.length > 0 && (
                      <ul className="mt-2 space-y-1 border-l-2 border-slate-200 pl-2 dark:border-white/10">
                        {comment.replies.map((reply) => (
                          <li key={reply.id}>
                            <ProfileCommentItem
                              comment={reply}
                              viewer={wall.viewer}
                              isHighlighted={highlighted === reply.id}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </ProfileCommentItem>
                </div>
              ))}
            </div>
          )}
          <Pagination
            label="Comment pages"
            pages={pageWindow(wall.page, wall.totalPages, MAX_PAGE_BUTTONS)}
            currentPage={wall.page}
            totalPages={wall.totalPages}
            onPageChange={turnPage}
            className="mt-4"
          />
        </div>
      )}
    </section>
  );
}

type ComposerProps = {
  profileId: string;
  parentId?: string;
  label: string;
  onPosted: () => void;
  onCancel?: () => void;
  className?: string;
};

/** The box for a new top-level comment or a reply. */
function Composer({ profileId, parentId, label, onPosted, onCancel, className }: ComposerProps) {
  const [content, setContent] = useState('');
  const create = useCreateProfileComment(profileId);
  const fieldId = useId();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    create.mutate(
      { content, parentId: parentId ?? null },
      {
        onSuccess: () => {
          setContent('');
          onPosted();
          toast.success(parentId ? M.replyPosted : M.posted);
        },
        onError: (error) => toast.error(messageFor(error, M.postFailed)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className={className}>
      <CommentField
        id={fieldId}
        label={label}
        value={content}
        onChange={setContent}
        placeholder={parentId ? M.replyPlaceholder : M.placeholder}
        disabled={create.isPending}
        autoFocus={parentId !== undefined}
        actions={
          <>
            <Button type="submit" size="sm" disabled={!content.trim() || create.isPending}>
              {create.isPending && <Spinner className="size-4" />}
              {parentId ? 'Reply' : 'Post'}
            </Button>
            {onCancel && (
              <Button size="sm" variant="outline" onClick={onCancel} disabled={create.isPending}>
                Cancel
              </Button>
            )}
          </>
        }
      />
    </form>
  );
}

function SignInPrompt() {
  const location = useLocation();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-white/5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{M.signInToView}</p>
      <ButtonLink to={paths.login} state={{ from: location }} size="sm" variant="secondary">
        Sign In
      </ButtonLink>
    </div>
  );
}

/** Placeholder comments shaped like the real ones, so the page does not jump when they arrive. */
function CommentsSkeleton() {
  return (
    <SectionLoading label="Loading comments...">
      <div className="mt-4 divide-y divide-slate-200 dark:divide-white/10">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3 py-4">
            <div className={cn(SKELETON_FILL, 'size-9 shrink-0 rounded-full')} />
            <div className="min-w-0 flex-1">
              <div className={cn(SKELETON_BLOCK, 'h-5 w-48')} />
              <div className={cn(SKELETON_BLOCK, 'mt-1 h-5 w-full')} />
              <div className={cn(SKELETON_BLOCK, 'mt-2 h-8 w-24')} />
            </div>
          </div>
        ))}
      </div>
    </SectionLoading>
  );
}
