import type { GuideList } from '@haven/shared/guides/schemas';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { CommunitySection } from '../../../components/ui/community-section';
import { SKELETON_BLOCK, SKELETON_FILL, SkeletonCards } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { GuideCard } from './guide-card';

/** The newest guides such a section shows, unless it says otherwise. */
const SHOWN = 3;
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

type GuidesSectionProps = {
  id: string;
  title: string;
  guides: UseQueryResult<GuideList>;
  errorText: string;
  /** The guide library filtered the same way. */
  seeAllHref: string;
  /** The count line for `total` guides (at least one). */
  countText: (total: number) => string;
  emptyText: string;
  /** Whether the empty section invites the viewer to write a guide. */
  canWrite: boolean;
  /** Classes of the grid, and how many cards fill it: a narrow column holds fewer a row. */
  gridClassName?: string;
  shown?: number;
};

/**
 * A page's section of a few guides (a hero's, a member's): how many there are, the newest as
 * cards and 'See all' to the library filtered the same way; with none, an invitation to write one.
 */
export function GuidesSection({
  id,
  title,
  guides,
  errorText,
  seeAllHref,
  countText,
  emptyText,
  canWrite,
  gridClassName = GRID,
  shown = SHOWN,
}: GuidesSectionProps) {
  const total = guides.data?.total ?? 0;
  const items: ReactNode[] =
    guides.data?.items.slice(0, shown).map((guide) => (
      <li key={guide.id} className="flex">
        <GuideCard guide={guide} headingLevel={3} />
      </li>
    )) ?? [];
  return (
    <CommunitySection
      id={id}
      title={title}
      query={guides}
      errorText={errorText}
      seeAllHref={total > 0 ? seeAllHref : undefined}
      loading={
        <SkeletonCards count={shown} className={gridClassName} cardClassName={cn(CARD_CLASSES, 'h-full')}>
          <div className={cn(SKELETON_FILL, 'aspect-[16/9] w-full')} />
          <div className="space-y-2.5 p-4 sm:p-5">
            <div className={cn(SKELETON_BLOCK, 'h-5 w-4/5')} />
            <div className={cn(SKELETON_BLOCK, 'h-3 w-full')} />
            <div className={cn(SKELETON_BLOCK, 'h-3 w-2/3')} />
          </div>
        </SkeletonCards>
      }
      summary={
        total === 0 ? (
          <>
            <p>{emptyText}</p>
            {canWrite && (
              <Link
                to={paths.createGuide}
                className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                <Trans>Write a guide</Trans>
              </Link>
            )}
          </>
        ) : (
          <p>{countText(total)}</p>
        )
      }
    >
      {items.length > 0 && (
        <ul aria-label={title} className={cn(gridClassName, 'mt-4')}>
          {items}
        </ul>
      )}
    </CommunitySection>
  );
}
