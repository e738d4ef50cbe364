import { CARD_CLASSES } from '../../../components/ui/card';
import { SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';

const CARD = `${CARD_CLASSES} p-4 sm:p-6`;

/** The Base Stats card at its final size: a heading and four labelled bars. */
export function HeroBaseStatsSkeleton() {
  return (
    <div className={CARD}>
      <div className={cn(SKELETON_BLOCK, 'h-8 w-36')} />
      <div className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i}>
            <div className="flex h-7 items-center justify-between">
              <div className={cn(SKELETON_BLOCK, 'h-4 w-16')} />
              <div className={cn(SKELETON_BLOCK, 'h-5 w-14')} />
            </div>
            <div className={cn(SKELETON_FILL, 'mt-1.5 h-2 rounded-full')} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The Recommended Build, Teammates and Build Notes cards at their final sizes. */
export function HeroBuildSkeleton() {
  return (
    <>
      <div className={CARD}>
        <div className={cn(SKELETON_BLOCK, 'h-8 w-56')} />
        <div className="mt-4 grid gap-3 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={cn(SKELETON_FILL, 'h-20 rounded-xl')} />
          ))}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={CARD}>
          <div className={cn(SKELETON_BLOCK, 'h-8 w-60')} />
          <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={cn(SKELETON_FILL, 'h-40 rounded-xl')} />
            ))}
          </div>
        </div>
        <div className={CARD}>
          <div className={cn(SKELETON_BLOCK, 'h-8 w-36')} />
          <div className="mt-4 space-y-3">
            <div className={cn(SKELETON_BLOCK, 'h-4 w-full')} />
            <div className={cn(SKELETON_BLOCK, 'h-4 w-11/12')} />
            <div className={cn(SKELETON_BLOCK, 'h-4 w-4/5')} />
          </div>
        </div>
      </div>
    </>
  );
}
