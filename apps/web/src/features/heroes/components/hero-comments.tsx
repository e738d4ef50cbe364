import {
  canCommentOnHero,
  HERO_COMMENTS_MAX_PAGE_BUTTONS,
  HERO_MESSAGES,
  HeroCommentContentSchema,
  type HeroCommentSort,
  type PolicyViewer,
  pageWindow,
} from '@haven/shared';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCreateHeroComment } from '../api/create-hero-comment';
import { useHeroComments } from '../api/get-hero-comments';
import { CommentTextField, isCommentLongEnough } from './comment-text-field';
import { HeroCommentItem } from './hero-comment-item';

const SORTS: { value: HeroCommentSort; label: string }[] = [
  { value: 'useful', label: 'Most Useful' },
  { value: 'recent', label: 'Most Recent' },
];

type HeroCommentsProps = { heroId: string; viewer: PolicyViewer };

/** The hero's discussion: sort, post box, 10 comments a page. */
export function HeroComments({ heroId, viewer }: HeroCommentsProps) {
  const [sort, setSort] = useState<HeroCommentSort>('useful');
  const [page, setPage] = useState(1);
  const comments = useHeroComments(heroId, sort, page);
  const headingId = useId();

  const changeSort = (next: HeroCommentSort) => {
    setSort(next);
    setPage(1);
  };

  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-white">
          Comments
          {comments.data && comments.data.total > 0 && (
            <span className="ml-2 font-sans text-base font-semibold text-slate-600 dark:text-slate-400">
              ({comments.data.total})
            </span>
          )}
        </h2>
        <fieldset className="flex rounded-lg bg-slate-100 p-1 dark:bg-white/5">
          <legend className="sr-only">Sort comments</legend>
          {SORTS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={sort === option.value}
              onClick={() => changeSort(option.value)}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-semibold transition-colors',
                sort === option.value
                  ? 'bg-white text-brand-800 shadow-sm dark:bg-brand-500 dark:text-white'
                  : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>

      <div className="mt-4">
        {canCommentOnHero(viewer) ? (
          <CommentComposer
            heroId={heroId}
            onPosted={() => {
              // Show the new comment where it lands: first among the most recent.
              setSort('recent');
              setPage(1);
            }}
          />
        ) : (
          <SignInPrompt />
        )}
      </div>

      <div className="mt-2 divide-y divide-slate-200 dark:divide-white/10" aria-busy={comments.isFetching}>
        {comments.isPending ? (
          <SectionLoading label="Loading comments...">
            <CommentsSkeleton />
          </SectionLoading>
        ) : comments.isError ? (
          <Alert variant="error" className="my-4">
            Could not load comments
          </Alert>
        ) : comments.data.items.length === 0 ? (
          <p className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400">
            <MessageSquare aria-hidden="true" className="size-4" />
            No comments yet. Be the first to share your thoughts!
          </p>
        ) : (
          comments.data.items.map((comment) => (
            <HeroCommentItem key={comment.id} comment={comment} heroId={heroId} viewer={viewer} />
          ))
        )}
      </div>

      {comments.data && (
        <Pagination
          label="Comment pages"
          pages={pageWindow(comments.data.page, comments.data.totalPages, HERO_COMMENTS_MAX_PAGE_BUTTONS)}
          currentPage={comments.data.page}
          totalPages={comments.data.totalPages}
          onPageChange={setPage}
          className="mt-4"
        />
      )}
    </section>
  );
}

function CommentComposer({ heroId, onPosted }: { heroId: string; onPosted: () => void }) {
  const [content, setContent] = useState('');
  const create = useCreateHeroComment(heroId);
  const fieldId = useId();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = HeroCommentContentSchema.safeParse(content);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? HERO_MESSAGES.commentTooShort);
      return;
    }
    create.mutate(content, {
      onSuccess: () => {
        setContent('');
        onPosted();
        toast.success(HERO_MESSAGES.commentAdded);
      },
      onError: (error) => {
        toast.error(messageFor(error, HERO_MESSAGES.commentAddFailed));
      },
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <CommentTextField
        id={fieldId}
        label="Add a comment"
        value={content}
        onChange={setContent}
        placeholder="Share your thoughts about this hero..."
        disabled={create.isPending}
        actions={
          <Button type="submit" size="sm" disabled={!isCommentLongEnough(content) || create.isPending}>
            {create.isPending && <Spinner className="size-4" />}
            Post
          </Button>
        }
      />
    </form>
  );
}

function SignInPrompt() {
  const location = useLocation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-white/5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{HERO_MESSAGES.commentSignIn}</p>
      <ButtonLink to={paths.login} state={{ from: location }} size="sm" variant="secondary">
        Sign In
      </ButtonLink>
    </div>
  );
}

/** Placeholder comments shaped like the real ones (avatar, name and date, two lines, votes). */
function CommentsSkeleton() {
  return (
    <div className="divide-y divide-slate-200 dark:divide-white/10">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 py-4">
          <div className={cn(SKELETON_FILL, 'size-10 shrink-0 rounded-full')} />
          <div className="min-w-0 flex-1">
            <div className={cn(SKELETON_BLOCK, 'h-5 w-48')} />
            <div className={cn(SKELETON_BLOCK, 'mt-1 h-5 w-full')} />
            <div className={cn(SKELETON_BLOCK, 'mt-1 h-5 w-3/4')} />
            <div className={cn(SKELETON_BLOCK, 'mt-2 h-8 w-32')} />
          </div>
        </div>
      ))}
    </div>
  );
}
