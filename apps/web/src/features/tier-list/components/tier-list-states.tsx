import { TIERS } from '@haven/shared/tier-list/constants';
import { TIER_LIST_MESSAGES as M } from '@haven/shared/tier-list/messages';
import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionLoading } from '../../../components/ui/section-states';
import { TIER_HERO_CARD_CLASSES } from './tier-hero-card';
import { TIER_ROW_CLASSES } from './tier-rows';

/** The tier rows' skeleton, at the size of a row of heroes. */
export function TierListSkeleton() {
  return (
    <SectionLoading label="Loading the tier list">
      <div className="space-y-3">
        {TIERS.map((tier) => (
          <div key={tier} className={TIER_ROW_CLASSES}>
            <div className="size-12 rounded-lg bg-slate-200 sm:size-14 dark:bg-white/10" />
            <div className="flex flex-1 flex-wrap gap-3">
              {[0, 1, 2, 3].map((n) => (
                <div key={n} className={`${TIER_HERO_CARD_CLASSES} flex flex-col items-center gap-1`}>
                  <div className="size-16 rounded-xl bg-slate-200 sm:size-20 dark:bg-white/10" />
                  <div className="h-5 w-16 rounded bg-slate-200 dark:bg-white/10" />
                  <div className="h-4 w-12 rounded bg-slate-200 dark:bg-white/10" />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </SectionLoading>
  );
}

/** A failed load, with Try again. */
export function TierListError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert variant="error" className="mt-6">
      <p className="font-semibold">{M.loadFailed}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </Alert>
  );
}
