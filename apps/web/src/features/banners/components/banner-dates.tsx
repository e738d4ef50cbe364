import type { BannerCard } from '@haven/shared/banners/schemas';
import { useFormatDate } from '../../../lib/dates';

/** When a banner runs, 'Mar 4, 2026 3:00 PM – Mar 18, 2026 3:00 PM': in UTC until the page hydrates, then the viewer's zone. */
export function BannerDates({
  banner,
  className,
}: {
  banner: Pick<BannerCard, 'startsAt' | 'endsAt'>;
  className?: string;
}) {
  const formatDate = useFormatDate();
  return (
    <p className={className}>
      <time dateTime={banner.startsAt}>{formatDate(banner.startsAt, 'dateTime')}</time>
      {' – '}
      <time dateTime={banner.endsAt}>{formatDate(banner.endsAt, 'dateTime')}</time>
    </p>
  );
}
