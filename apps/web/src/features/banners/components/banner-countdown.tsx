import type { BannerCard } from '@haven/shared/banners/schemas';
import { useIsHydrated } from '../../../components/ui/after-hydration';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { bannerCountdownText } from '../shared-texts';

/**
 * 'Ends in 2 d 4 h' or 'Starts in 3 d', from the viewer's clock: drawn once the page has hydrated,
 * in a line whose height is held until then, moving on as each minute begins.
 */
export function BannerCountdown({
  banner,
  className,
}: {
  banner: Pick<BannerCard, 'startsAt' | 'endsAt'>;
  className?: string;
}) {
  const isHydrated = useIsHydrated();
  return (
    <p className={cn('h-5 text-sm font-semibold text-slate-900 tabular-nums dark:text-white', className)}>
      {isHydrated && <Ticking banner={banner} />}
    </p>
  );
}

function Ticking({ banner }: { banner: Pick<BannerCard, 'startsAt' | 'endsAt'> }) {
  const now = useNow();
  return <span role="timer">{bannerCountdownText(banner, now)}</span>;
}
