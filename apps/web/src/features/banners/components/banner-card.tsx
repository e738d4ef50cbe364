import type { BannerCard as BannerCardData } from '@haven/shared/banners/schemas';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CARD_TITLE_LINK_CLASSES } from '../../../components/ui/card';
import { PictureCard, Thumbnail, WIDE_PICTURE } from '../../../components/ui/card-image';
import { paths } from '../../../lib/paths';
import { AdviceBadge, BannerTypeBadge } from './banner-badges';
import { BannerCountdown } from './banner-countdown';
import { BannerDates } from './banner-dates';

/** A banner in a list: its picture, name, kind, advice, dates, featured heroes and, while it matters, its countdown. */
export function BannerCard({ banner, showCountdown }: { banner: BannerCardData; showCountdown: boolean }) {
  const { t } = useLingui();
  return (
    <PictureCard
      image={{
        src: banner.imageUrl,
        alt: '',
        width: WIDE_PICTURE.width,
        height: WIDE_PICTURE.height,
        frame: WIDE_PICTURE.frame,
        zoom: 'slight',
      }}
      className="h-full"
    >
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <BannerTypeBadge type={banner.type} />
          <AdviceBadge advice={banner.advice} />
        </div>
        <h3 data-content className="text-lg leading-snug font-bold text-slate-900 dark:text-white">
          <Link data-content to={paths.banner(banner.slug)} className={CARD_TITLE_LINK_CLASSES}>
            {banner.name}
          </Link>
        </h3>
        <BannerDates banner={banner} className="text-sm text-slate-600 dark:text-slate-300" />
        {showCountdown && <BannerCountdown banner={banner} />}
        <ul aria-label={t`Featured heroes`} className="mt-auto flex flex-wrap gap-x-3 gap-y-1.5 pt-1">
          {banner.featured.map((hero) => (
            <li
              key={hero.id}
              data-content
              className="flex items-center gap-1.5 text-sm text-slate-800 dark:text-slate-200"
            >
              <Thumbnail src={hero.imageUrl} size={24} ground="grey" className="rounded-full" />
              {hero.name}
            </li>
          ))}
        </ul>
      </div>
    </PictureCard>
  );
}
