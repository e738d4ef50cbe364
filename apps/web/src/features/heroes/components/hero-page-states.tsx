import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { LoadErrorPage, NotFoundPage } from '../../../components/ui/status-page';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { BackToHeroes } from './hero-profile';
import { HeroRatingSkeleton } from './hero-rating';
import { HeroBaseStatsSkeleton, HeroBuildSkeleton } from './hero-sections-skeleton';

/** The way back from a hero's page. */
const BACK_TO_HEROES = { to: paths.heroes, label: 'Browse Heroes' };

/** The hero page for an unknown slug. */
export function HeroNotFound() {
  const description = 'This hero may have been renamed or removed from the collection.';
  return <NotFoundPage title={HERO_MESSAGES.notFound} description={description} back={BACK_TO_HEROES} />;
}

/** The hero page when loading failed for another reason. */
export function HeroLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPage title={HERO_MESSAGES.loadOneFailed} onRetry={onRetry} back={BACK_TO_HEROES} />;
}

/**
 * The hero page while the hero loads: the same back link, profile card, stats, skills, rating and build cards
 * at their final sizes, so the page fills in without moving.
 */
export function HeroPageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToHeroes />
      <SectionLoading label="Loading hero...">
        <div className="space-y-6">
          <div>
            <div className={`${CARD_CLASSES} mt-4 grid gap-6 p-4 sm:p-6 md:grid-cols-[minmax(0,18rem)_1fr]`}>
              <div className={cn(SKELETON_FILL, 'mx-auto aspect-square w-full max-w-72 rounded-xl')} />
              <div className="min-w-0">
                <div className="flex gap-2">
                  <div className={cn(SKELETON_FILL, 'h-6 w-20 rounded-full')} />
                  <div className={cn(SKELETON_BLOCK, 'h-6 w-16')} />
                </div>
                <div className={cn(SKELETON_BLOCK, 'mt-3 h-9 w-2/3 sm:h-10')} />
                <div className={cn(SKELETON_FILL, 'mt-3 h-5 w-40 rounded-full')} />
                <div className="mt-4 space-y-3">
                  <div className={cn(SKELETON_BLOCK, 'h-4 w-full')} />
                  <div className={cn(SKELETON_BLOCK, 'h-4 w-11/12')} />
                  <div className={cn(SKELETON_BLOCK, 'h-4 w-4/5')} />
                </div>
                <div className={cn(SKELETON_FILL, 'mt-6 h-10 w-72 rounded-lg')} />
              </div>
            </div>
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <HeroBaseStatsSkeleton />
              <div className={`${CARD_CLASSES} p-4 sm:p-6`}>
                <div className={cn(SKELETON_BLOCK, 'h-8 w-24')} />
                <div className="mt-4 space-y-3">
                  {[0, 1, 2].map((i) => (
                    <div key={i} className={cn(SKELETON_FILL, 'h-28 rounded-xl')} />
                  ))}
                </div>
              </div>
            </div>
            <div className={`${CARD_CLASSES} p-4 sm:p-6`}>
              <div className={cn(SKELETON_BLOCK, 'h-8 w-24')} />
              <HeroRatingSkeleton />
            </div>
          </div>
          <HeroBuildSkeleton />
        </div>
      </SectionLoading>
    </div>
  );
}
