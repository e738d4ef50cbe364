import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { formatCount, formatDecimal, formatPercent } from '../../../lib/numbers';
import { toast } from '../../../lib/toast';
import { useHeroRating } from '../api/get-hero-rating';
import { useRateHero } from '../api/rate-hero';
import { heroText } from '../shared-texts';

const STARS = [1, 2, 3, 4, 5] as const;

type HeroRatingProps = {
  heroId: string;
  heroName: string;
  isSignedIn: boolean;
  /** True while it is not yet known who is looking; stars wait for it. */
  isSessionLoading?: boolean;
};

/** Average, count, per-star distribution and the viewer's own 1–5 star rating. */
export function HeroRating({ heroId, heroName, isSignedIn, isSessionLoading = false }: HeroRatingProps) {
  const { t } = useLingui();
  const rating = useHeroRating(heroId);
  const rate = useRateHero(heroId);
  const [hovered, setHovered] = useState<number | null>(null);
  const groupName = useId();

  const myRating = rate.isPending ? rate.variables : (rating.data?.myRating ?? null);
  const shown = hovered ?? myRating ?? 0;
  const ratings = formatCount(rating.data?.totalRatings ?? 0);

  const onRate = (value: number) => {
    if (isSessionLoading) return;
    if (!isSignedIn) {
      toast.error(heroText('rateSignIn'));
      return;
    }
    rate.mutate(value, {
      onSuccess: () => toast.success(heroText('ratingUpdated')),
      onError: (error) => toast.error(messageFor(error, heroText('ratingFailed'))),
    });
  };

  return (
    <section aria-labelledby="hero-rating" className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <h2 id="hero-rating" className="text-2xl font-bold text-slate-900 dark:text-white">
        <Trans>Rating</Trans>
      </h2>
      {rating.isPending ? (
        <SectionLoading label={t`Loading ratings...`}>
          <HeroRatingSkeleton />
        </SectionLoading>
      ) : rating.isError ? (
        <Alert variant="error" className="mt-4">
          {heroText('ratingsLoadFailed')}
        </Alert>
      ) : (
        <>
          <div className="mt-4 flex items-end gap-3">
            <p className="font-display text-5xl leading-none font-bold text-slate-900 dark:text-white">
              {rating.data.totalRatings === 0 ? '–' : formatDecimal(rating.data.averageRating)}
              <span className="sr-only">
                {' '}
                <Trans>out of 5</Trans>
              </span>
            </p>
            <div>
              <StarRow value={rating.data.averageRating} />
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                <Plural
                  value={rating.data.totalRatings}
                  one={`${ratings} rating`}
                  other={`${ratings} ratings`}
                />
              </p>
            </div>
          </div>

          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">
              {myRating ? t`Your rating` : t`Rate ${heroName}`}
            </legend>
            {/* Native radios: Tab reaches the group, arrow keys move between the stars. */}
            <div className="mt-1.5 flex items-center">
              {STARS.map((value) => (
                <label
                  key={value}
                  onMouseEnter={() => setHovered(value)}
                  onMouseLeave={() => setHovered(null)}
                  className="relative grid size-10 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-300"
                >
                  <input
                    type="radio"
                    name={groupName}
                    value={value}
                    checked={myRating === value}
                    onChange={() => onRate(value)}
                    className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
                  />
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-7 transition-transform',
                      value <= shown
                        ? 'fill-gold-400 text-gold-500'
                        : 'fill-transparent text-slate-400 dark:text-slate-500',
                      hovered === value && 'scale-110',
                    )}
                  />
                  <span className="sr-only">
                    <Plural value={value} one={`${value} star`} other={`${value} stars`} />
                  </span>
                </label>
              ))}
              {rate.isPending && <Spinner className="ml-2 size-4 text-slate-500" />}
            </div>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {!isSignedIn ? (
                <Trans>Sign in to rate this hero.</Trans>
              ) : myRating ? (
                <Plural
                  value={myRating}
                  one={`You rated this hero ${myRating} star.`}
                  other={`You rated this hero ${myRating} stars.`}
                />
              ) : (
                <Trans>Choose from 1 to 5 stars.</Trans>
              )}
            </p>
          </fieldset>

          <ul aria-label={t`Rating distribution`} className="mt-5 space-y-1.5">
            {[...STARS].reverse().map((value) => {
              const percent = rating.data.distribution[String(value)] ?? 0;
              const isMine = myRating === value;
              return (
                <li
                  key={value}
                  className={cn(
                    'grid grid-cols-[3.25rem_1fr_3.5rem] items-center gap-2 rounded-md px-1.5 py-0.5 text-sm',
                    isMine && 'bg-gold-300/30 ring-1 ring-gold-400 dark:bg-gold-400/10',
                  )}
                >
                  <span className="flex items-center gap-1 font-medium text-slate-700 dark:text-slate-300">
                    {value}
                    <Star aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-500" />
                    <span className="sr-only">
                      <Plural value={value} one="star" other="stars" />
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
                  >
                    <span
                      className="block h-full rounded-full bg-gold-400"
                      style={{ width: `${percent}%` }}
                    />
                  </span>
                  <span className="text-right tabular-nums text-slate-700 dark:text-slate-300">
                    {formatPercent(percent)}
                    {isMine && <span className="sr-only"> (your rating)</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The average as five stars, the last one partly filled. */
function StarRow({ value }: { value: number }) {
  return (
    <span className="flex" aria-hidden="true">
      {STARS.map((star) => {
        const fill = Math.max(0, Math.min(1, value - (star - 1)));
        return (
          <span key={star} className="relative size-5">
            <Star className="absolute inset-0 size-5 text-slate-300 dark:text-slate-600" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className="size-5 fill-gold-400 text-gold-500" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * The rating card's body while it loads, line for line the height of the loaded one (average,
 * star picker with its hint, five distribution rows), so nothing below it moves.
 */
export function HeroRatingSkeleton() {
  return (
    <>
      <div className="mt-4 flex items-end gap-3">
        <div className={cn(SKELETON_BLOCK, 'h-12 w-16')} />
        <div>
          <div className={cn(SKELETON_BLOCK, 'h-5 w-25')} />
          <div className={cn(SKELETON_BLOCK, 'mt-1 h-5 w-20')} />
        </div>
      </div>
      <div className="mt-5">
        <div className={cn(SKELETON_BLOCK, 'h-5 w-32')} />
        <div className={cn(SKELETON_FILL, 'mt-1.5 h-10 w-50 rounded-lg')} />
        <div className={cn(SKELETON_BLOCK, 'mt-1 h-4 w-40')} />
      </div>
      <div className="mt-5 space-y-1.5">
        {STARS.map((star) => (
          <div key={star} className={cn(SKELETON_BLOCK, 'h-6')} />
        ))}
      </div>
    </>
  );
}
