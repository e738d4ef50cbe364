import { isNewCode } from '@haven/shared/redeem-codes/rules';
import { useIsHydrated } from '../../../components/ui/after-hydration';
import { redeemCodeTexts } from '../shared-texts';

/** 'New' on a code added in the last three days; nothing otherwise. */
export function NewBadge({ createdAt }: { createdAt: string }) {
  // Judged by the viewer's clock, so only once the page has hydrated.
  const isHydrated = useIsHydrated();
  if (!isHydrated || !isNewCode(createdAt, new Date())) return null;
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">
      {redeemCodeTexts.newBadge}
    </span>
  );
}
