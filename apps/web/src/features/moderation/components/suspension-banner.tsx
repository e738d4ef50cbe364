import { restrictionText } from '@haven/shared/moderation/rules';
import type { MemberRestriction } from '@haven/shared/moderation/schemas';
import { ShieldAlert } from 'lucide-react';
import { useIsHydrated } from '../../../components/ui/after-hydration';
import { useRestrictionInForce } from '../../../components/ui/write-restriction';

/**
 * The banner across the site while the signed-in member is suspended (or banned), saying until
 * when and why; it goes by itself when the suspension ends, and at once when an admin lifts it.
 */
export function SuspensionBanner({ restriction }: { restriction: MemberRestriction | null | undefined }) {
  const inForce = useRestrictionInForce(restriction);
  // The server draws the end in UTC; the viewer's own zone follows once the page has hydrated.
  const zone = useIsHydrated() ? undefined : 'UTC';
  if (!inForce) return null;
  return (
    <div
      role="status"
      className="border-b border-red-200 bg-red-50 text-red-900 dark:border-red-400/30 dark:bg-red-950 dark:text-red-100"
    >
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-3 text-sm font-semibold sm:px-6 lg:px-8">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {restrictionText(inForce, zone)}
      </p>
    </div>
  );
}
