import { useLingui } from '@lingui/react/macro';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { LoadErrorPage, NotFoundPage } from '../../../components/ui/status-page';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { heroText } from '../shared-texts';
import { BackToHeroes } from './hero-profile';
import { HeroRatingSkeleton } from './hero-rating';
import { HeroBaseStatsSkeleton, HeroBuildSkeleton } from './hero-sections-skeleton';

/** The way back from a hero's page. */
function useBackToHeroes() {
  const { t } = useLingui();
  return { to: paths.heroes, label: t`Browse Heroes` };
}

/** The hero page for an unknown slug. */
export function HeroNotFound() {
  const { t } = useLingui();
  const description = t`This hero may have been renamed or removed from the collection.`;
  return <NotFoundPage title={heroText('notFound')} description={description} back={useBackToHeroes()} />;
}

/** The hero page when loading failed for another reason. */
export function HeroLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPage title={heroText('loadOneFailed')} onRetry={onRetry} back={useBackToHeroes()} />;
}

/**
 * The hero page while the hero loads: the same back link, summary, section bar and first cards at
 * their final sizes, so the page fills in without moving.
 */
export function HeroPageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-8 sm:px-6 sm:pt-6 sm:pb-10">
      <BackToHeroes />
      <SectionLoading label={t`Loading hero...`}>
        <div className="space-y-6">
          <div
            className={`${CARD_CLASSES} mt-3 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6 sm:p-6`}
          >
            <div className={cn(SKELETON_FILL, 'aspect-square w-full rounded-xl sm:row-span-2')} />
            <div className="min-w-0">
              <div className="flex gap-2">
                <div className={cn(SKELETON_FILL, 'h-6 w-12 rounded-md')} />
                <div className={cn(SKELETON_BLOCK, 'h-6 w-16')} />
              </div>
              <div className={cn(SKELETON_BLOCK, 'mt-1.5 h-8 w-2/3 sm:mt-3 sm:h-10')} />
              <div className={cn(SKELETON_FILL, 'mt-1.5 h-5 w-32 rounded-full sm:mt-3')} />
            </div>
            <div className="col-span-2 space-y-3 sm:col-span-1 sm:col-start-2">
              <div className={cn(SKELETON_FILL, 'h-7 w-4/5 rounded-full sm:h-8')} />
              <div className={cn(SKELETON_FILL, 'h-10 w-72 max-w-full rounded-lg')} />
            </div>
          </div>
          <div className={cn(SKELETON_FILL, '-mx-4 h-12 sm:mx-0 sm:rounded-xl')} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <HeroBaseStatsSkeleton />
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
