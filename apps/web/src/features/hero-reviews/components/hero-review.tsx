import type { HeroReview as HeroReviewData } from '@haven/shared/hero-reviews/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { RichTextContent } from '../../../components/rich-text/rich-text-content';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading } from '../../../components/ui/section-states';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { cn } from '../../../lib/cn';
import { useHeroReview } from '../api/get-hero-review';
import { HERO_REVIEW_TEXTS as M } from '../shared-texts';

/** Whether the editors have written anything of the review yet. */
export function hasReview(review: HeroReviewData): boolean {
  return Boolean(
    review.verdict || review.overview || review.strengths.length > 0 || review.weaknesses.length > 0,
  );
}

function PointList({
  title,
  points,
  kind,
}: {
  title: string;
  points: readonly string[];
  kind: 'plus' | 'minus';
}) {
  if (points.length === 0) return null;
  const Icon = kind === 'plus' ? Plus : Minus;
  const id = `hero-review-${kind === 'plus' ? 'strengths' : 'weaknesses'}`;
  return (
    <div>
      <h3 id={id} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-2 space-y-1.5">
        {points.map((point) => (
          <li key={point} className="flex gap-2 text-sm text-slate-700 dark:text-slate-200">
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-4 shrink-0 rounded-full p-0.5',
                kind === 'plus'
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/20 dark:text-emerald-300'
                  : 'bg-rose-100 text-rose-800 dark:bg-rose-400/20 dark:text-rose-300',
              )}
            />
            <span data-content>{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const REVIEW_FIELDS = ['verdict', 'overview', 'strengths', 'weaknesses'];

function ReviewBody({ review }: { review: HeroReviewData }) {
  return (
    <div className="mt-3 space-y-5">
      <UntranslatedMark untranslated={review.untranslated} fields={REVIEW_FIELDS} />
      {review.verdict && (
        <p
          lang={langOf(review.untranslated, 'verdict')}
          data-content
          className="border-l-4 border-gold-400 pl-3 text-lg font-semibold text-slate-900 dark:text-white"
        >
          {review.verdict}
        </p>
      )}
      {review.specialities.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <h3
            id="hero-review-specialities"
            className="text-sm font-semibold text-slate-700 dark:text-slate-200"
          >
            {M.specialities}
          </h3>
          <ul aria-labelledby="hero-review-specialities" className="flex flex-wrap gap-1.5">
            {review.specialities.map((tag) => (
              <li
                key={tag.id}
                data-content
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-300/15 dark:text-brand-200"
              >
                {tag.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {review.overview && (
        <div lang={langOf(review.untranslated, 'overview')}>
          <RichTextContent html={review.overview} />
        </div>
      )}
      {(review.strengths.length > 0 || review.weaknesses.length > 0) && (
        <div className="grid gap-5 sm:grid-cols-2">
          <PointList title={M.strengths} points={review.strengths} kind="plus" />
          <PointList title={M.weaknesses} points={review.weaknesses} kind="minus" />
        </div>
      )}
    </div>
  );
}

type HeroReviewProps = {
  slug: string;
  /** What follows the review inside the section: the hero's tiers, reasons and tier history. */
  children?: ReactNode;
};

/**
 * The hero page's Review: the editors' verdict, specialities, overview, strengths and weaknesses,
 * then what the page hands in (the tier history). The page places it in its #review section.
 */
export function HeroReview({ slug, children }: HeroReviewProps) {
  const { t } = useLingui();
  const review = useHeroReview(slug);
  return (
    <section aria-labelledby="hero-review-heading" className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <h2 id="hero-review-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {M.heading}
      </h2>
      {review.isPending ? (
        <SectionLoading label={t`Loading review`}>
          <div className="mt-3 space-y-3">
            <div className="h-7 w-3/4 rounded bg-slate-200 dark:bg-white/10" />
            <div className="h-24 rounded bg-slate-200 dark:bg-white/10" />
          </div>
        </SectionLoading>
      ) : review.isError ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
          <p>{M.loadFailed}</p>
          <Button size="sm" variant="outline" onClick={() => void review.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : hasReview(review.data) || review.data.specialities.length > 0 ? (
        <ReviewBody review={review.data} />
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{M.noReview}</p>
      )}
      {children}
    </section>
  );
}
