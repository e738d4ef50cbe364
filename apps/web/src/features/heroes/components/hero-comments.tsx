import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canCommentOnHero } from '@haven/shared/heroes/policies';
import { HERO_COMMENTS_MAX_PAGE_BUTTONS, pageWindow } from '@haven/shared/heroes/rules';
import type { HeroCommentSort } from '@haven/shared/heroes/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CommentComposer } from '../../../components/comments/comment-composer';
import { CommentMentions } from '../../../components/comments/comment-mentions';
import {
  CommentSignInPrompt,
  CommentsEmpty,
  CommentsHeading,
  CommentsSkeleton,
} from '../../../components/comments/comment-section-parts';
import { Alert } from '../../../components/ui/alert';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCreateHeroComment } from '../api/create-hero-comment';
import { FIRST_HERO_COMMENT_SORT, useHeroComments } from '../api/get-hero-comments';
import { heroText } from '../shared-texts';
import { HERO_COMMENT_FIELD, isCommentLongEnough } from './hero-comment-field';
import { HeroCommentItem } from './hero-comment-item';
import { loadHeroCommentSchema } from './hero-comment-schema';

const SORTS: { value: HeroCommentSort; label: MessageDescriptor }[] = [
  { value: 'useful', label: msg`Most Useful` },
  { value: 'recent', label: msg`Most Recent` },
];

type HeroCommentsProps = {
  heroId: string;
  /**
   * Who is looking; undefined on a page drawn for any member until the app learns who, when the
   * box to comment is drawn (such a page is only ever sent to a member).
   */
  viewer: PolicyViewer | undefined;
};

/** The hero's discussion: sort, post box, 10 comments a page. */
export function HeroComments({ heroId, viewer }: HeroCommentsProps) {
  const [sort, setSort] = useState<HeroCommentSort>(FIRST_HERO_COMMENT_SORT);
  const [page, setPage] = useState(1);
  const comments = useHeroComments(heroId, sort, page);
  const headingId = useId();
  const { i18n, t } = useLingui();

  const changeSort = (next: HeroCommentSort) => {
    setSort(next);
    setPage(1);
  };

  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CommentsHeading id={headingId} total={comments.data?.total} />
        <fieldset className="flex rounded-lg bg-slate-100 p-1 dark:bg-white/5">
          <legend className="sr-only">
            <Trans>Sort comments</Trans>
          </legend>
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
              {i18n._(option.label)}
            </button>
          ))}
        </fieldset>
      </div>

      <div className="mt-4">
        {viewer === undefined || canCommentOnHero(viewer) ? (
          <HeroCommentComposer
            heroId={heroId}
            onPosted={() => {
              // Show the new comment where it lands: first among the most recent.
              setSort('recent');
              setPage(1);
            }}
          />
        ) : (
          <CommentSignInPrompt message={heroText('commentSignIn')} />
        )}
      </div>

      <CommentMentions
        cards={comments.data?.mentions}
        className="mt-2 divide-y divide-slate-200 dark:divide-white/10"
        aria-busy={comments.isFetching}
      >
        {comments.isPending ? (
          <CommentsSkeleton avatarClassName="size-10" lineWidths={['w-full', 'w-3/4']} actionsWidth="w-32" />
        ) : comments.isError ? (
          <Alert variant="error" className="my-4">
            <Trans>Could not load comments</Trans>
          </Alert>
        ) : comments.data.items.length === 0 ? (
          <CommentsEmpty text={t`No comments yet. Be the first to share your thoughts!`} />
        ) : (
          comments.data.items.map((comment) => (
            <HeroCommentItem key={comment.id} comment={comment} heroId={heroId} viewer={viewer ?? null} />
          ))
        )}
      </CommentMentions>

      {comments.data && (
        <Pagination
          label={t`Comment pages`}
          pages={pageWindow(page, comments.data.totalPages, HERO_COMMENTS_MAX_PAGE_BUTTONS)}
          currentPage={page}
          totalPages={comments.data.totalPages}
          onPageChange={setPage}
          className="mt-4"
        />
      )}
    </section>
  );
}

function HeroCommentComposer({ heroId, onPosted }: { heroId: string; onPosted: () => void }) {
  const create = useCreateHeroComment(heroId);
  const { t } = useLingui();
  return (
    <CommentComposer
      loadSchema={loadHeroCommentSchema}
      field={HERO_COMMENT_FIELD}
      label={t`Add a comment`}
      placeholder={t`Share your thoughts about this hero...`}
      submitLabel={t`Post`}
      canSubmit={isCommentLongEnough}
      isPending={create.isPending}
      onSubmit={(content, reset) =>
        create.mutate(content, {
          onSuccess: () => {
            reset();
            onPosted();
            toast.success(heroText('commentAdded'));
          },
          onError: (error) => toast.error(messageFor(error, heroText('commentAddFailed'))),
        })
      }
    />
  );
}
