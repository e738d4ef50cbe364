import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useHero } from '../api/get-hero';
import { useHeroComparison } from '../api/get-hero-comparison';
import { COMPARE_MAX_HEROES, useCompareParams } from '../hooks/use-compare-params';
import { heroText } from '../shared-texts';
import { bestStats, HeroCompareCard } from './hero-compare-card';
import { HeroPickerModal } from './hero-picker-modal';

/**
 * The heroes as columns side by side on every width: two or three share a phone's width, four
 * scroll sideways until the screen holds them.
 */
const GRID_CLASSES: Record<number, string> = {
  2: 'grid grid-cols-2 gap-2 sm:gap-4',
  3: 'grid grid-cols-3 gap-2 sm:gap-4',
  4: 'grid grid-cols-[repeat(4,minmax(9rem,1fr))] gap-2 overflow-x-auto pb-2 sm:gap-4 xl:grid-cols-4',
};

async function copyLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast.success(heroText('compareLinkCopied'));
  } catch {
    toast.error(heroText('compareLinkFailed'));
  }
}

/** Compare Heroes: the chosen heroes (kept in the address) side by side, with Add hero and Copy link. */
export function HeroCompare({ canFilterOwned = false }: { canFilterOwned?: boolean }) {
  const { slugs, addHero, removeHero, keepHeroes } = useCompareParams();
  const [isPickerOpen, setPickerOpen] = useState(false);
  const comparison = useHeroComparison(slugs);
  const single = useHero(slugs[0] ?? '', { enabled: slugs.length === 1 });
  const chosenIds =
    slugs.length === 1
      ? single.data
        ? [single.data.id]
        : []
      : (comparison.data?.heroes.map((h) => h.id) ?? []);
  const canAdd = slugs.length < COMPARE_MAX_HEROES;
  const foundSlugs = comparison.data?.heroes.map((hero) => hero.slug) ?? [];
  const hasMissing = comparison.data !== undefined && foundSlugs.length < slugs.length;
  const addButton = (
    <Button onClick={() => setPickerOpen(true)} disabled={!canAdd}>
      <Plus aria-hidden="true" className="size-4" />
      <Trans>Add hero</Trans>
    </Button>
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-3">
        {addButton}
        <Button variant="outline" onClick={() => void copyLink()} disabled={slugs.length === 0}>
          <Link2 aria-hidden="true" className="size-4" />
          <Trans>Copy link</Trans>
        </Button>
      </div>
      {slugs.length < 2 ? (
        <div className={cn(CARD_CLASSES, 'flex flex-col items-center gap-3 p-8 text-center')}>
          <Users aria-hidden="true" className="size-10 text-brand-600 dark:text-brand-300" />
          <p className="font-semibold text-slate-900 dark:text-white">
            {slugs.length === 1 ? heroText('compareNeedMore') : heroText('compareCount')}
          </p>
          {single.data && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>Chosen: {single.data.name}</Trans>
            </p>
          )}
          {addButton}
        </div>
      ) : comparison.isPending ? (
        <CompareSkeleton count={slugs.length} />
      ) : comparison.isError ? (
        <Alert variant="error">
          <p className="font-semibold">
            {comparison.error instanceof ApiError && comparison.error.status === 404
              ? heroText('notFound')
              : heroText('compareLoadFailed')}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void comparison.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <>
          {hasMissing && (
            <Alert variant="info">
              <Trans>Some heroes in the link were not found.</Trans>{' '}
              <Button variant="secondary" size="sm" onClick={() => keepHeroes(foundSlugs)}>
                <Trans>Remove them</Trans>
              </Button>
            </Alert>
          )}
          <div className={GRID_CLASSES[comparison.data.heroes.length] ?? GRID_CLASSES[4]}>
            {comparison.data.heroes.map((hero) => (
              <HeroCompareCard
                key={hero.id}
                hero={hero}
                ranges={comparison.data.statRanges}
                best={bestStats(comparison.data.heroes)}
                modes={comparison.data.modes}
                onRemove={() => removeHero(hero.slug)}
              />
            ))}
          </div>
        </>
      )}
      <HeroPickerModal
        open={isPickerOpen}
        onOpenChange={setPickerOpen}
        excludeIds={chosenIds}
        onSelect={(hero) => addHero(hero.slug)}
        canFilterOwned={canFilterOwned}
      />
    </div>
  );
}

/** Grey hero columns at their final size while the comparison loads. */
function CompareSkeleton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <SectionLoading label={t`Loading comparison...`}>
      <div className={GRID_CLASSES[count] ?? GRID_CLASSES[4]}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className={cn(CARD_CLASSES, 'space-y-4 p-4')}>
            <div className="flex gap-3">
              <div className={cn(SKELETON_FILL, 'size-20 rounded-xl')} />
              <div className="flex-1 space-y-2">
                <div className={cn(SKELETON_BLOCK, 'h-5 w-3/4')} />
                <div className={cn(SKELETON_BLOCK, 'h-4 w-1/2')} />
              </div>
            </div>
            {['hp', 'attack', 'defense', 'speed'].map((stat) => (
              <div key={stat} className={cn(SKELETON_BLOCK, 'h-8')} />
            ))}
            <div className={cn(SKELETON_BLOCK, 'h-24')} />
          </div>
        ))}
      </div>
    </SectionLoading>
  );
}
