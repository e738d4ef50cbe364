import { TIERS } from '@haven/shared/tier-list/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionLoading } from '../../../components/ui/section-states';
import { TIER_LIST_TEXTS as M } from '../shared-texts';
import { TIER_ROW_CLASSES } from './tier-rows';

/** The tier rows' skeleton, at the size of a row of icons. */
export function TierListSkeleton() {
  const { t } = useLingui();
  return (
    <SectionLoading label={t`Loading the tier list`}>
      <div className="space-y-2">
        {TIERS.map((tier) => (
          <div key={tier} className={TIER_ROW_CLASSES}>
            <div className="size-8 rounded-lg bg-slate-200 sm:size-14 dark:bg-white/10" />
            {[0, 1, 2, 3, 4].map((n) => (
              <div key={n} className="flex flex-col items-center gap-1 py-1">
                <div className="size-12 rounded-lg bg-slate-200 sm:size-14 dark:bg-white/10" />
                <div className="h-3 w-10 rounded bg-slate-200 dark:bg-white/10" />
              </div>
            ))}
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
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
