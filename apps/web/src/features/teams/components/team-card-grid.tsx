import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import type { Team } from '@haven/shared/teams/schemas';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SKELETON_BLOCK, SKELETON_FILL, SkeletonCards } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { TeamCard } from './team-card';

const GRID = 'grid gap-3 sm:grid-cols-2 sm:gap-4';

type TeamCardGridProps = {
  teams: readonly Team[];
  /** Names the list. */
  label: string;
  viewer: PolicyViewer | undefined;
  className?: string;
};

/** A few team cards inside a page's section (a hero's teams, a member's teams), as level-3 headings. */
export function TeamCardGrid({ teams, label, viewer, className }: TeamCardGridProps) {
  if (teams.length === 0) return null;
  return (
    <ul aria-label={label} className={cn(GRID, 'mt-4', className)}>
      {teams.map((team) => (
        <li key={team.id} className="flex">
          <TeamCard team={team} viewer={viewer} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's skeleton while its teams load, at their final size. */
export function TeamCardGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <SkeletonCards
      count={count}
      className={cn(GRID, className)}
      cardClassName={cn(CARD_CLASSES, 'h-full space-y-2 p-4')}
    >
      <div className={cn(SKELETON_FILL, 'h-36 w-full rounded-xl')} />
      <div className={cn(SKELETON_BLOCK, 'h-6 w-2/3')} />
      <div className={cn(SKELETON_BLOCK, 'h-4 w-1/2')} />
    </SkeletonCards>
  );
}
