import { CARD_SIZE, outfitCardPath } from '@haven/shared/common/preview-cards';
import { htmlToPlainText } from '@haven/shared/common/text';
import { OUTFIT_GENDERS, type OutfitGender } from '@haven/shared/outfits/constants';
import type { OutfitDetail } from '@haven/shared/outfits/schemas';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { CARD_CLASSES } from '../../../components/ui/card';
import { LeadImage } from '../../../components/ui/card-image';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { NeighbourLinks } from '../../../components/ui/neighbour-links';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { LoadErrorPage, NotFoundPage } from '../../../components/ui/status-page';
import { cn } from '../../../lib/cn';
import { activeI18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { outfitTexts } from '../shared-texts';
import { FavoriteOutfitButton } from './favorite-outfit-button';
import { CategoryChip, OUTFIT_IMAGE, OUTFIT_IMAGE_HEIGHT, OUTFIT_IMAGE_WIDTH } from './outfit-card';
import { ShareOutfitButton } from './share-outfit-button';

type OutfitDetailViewProps = { outfit: OutfitDetail; isSignedIn: boolean; isSessionLoading: boolean };

const PAGE_CLASSES = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10';
const GRID_CLASSES = 'mt-4 grid gap-6 p-4 sm:p-6 md:grid-cols-[minmax(0,20rem)_1fr]';

/** An outfit's page: overall image, details, the female/male versions, favourite, share and neighbours. */
export function OutfitDetailView({ outfit, isSignedIn, isSessionLoading }: OutfitDetailViewProps) {
  const { t } = useLingui();
  const [gender, setGender] = useState<OutfitGender>('female');
  const name = outfit.name;
  return (
    <div className={PAGE_CLASSES}>
      <DetailPageTitle
        title={outfit.name}
        path={paths.outfit(outfit.slug)}
        description={outfit.description ? htmlToPlainText(outfit.description) : undefined}
        image={{
          src: outfitCardPath({ ...outfit, image: outfit.overallImage }),
          alt: outfit.name,
          ...CARD_SIZE,
        }}
        breadcrumb={{ trail: OUTFIT_TRAIL, current: outfit.name }}
      />
      <Breadcrumb trail={OUTFIT_TRAIL} current={outfit.name} separator="/" />
      <div className={cn(CARD_CLASSES, GRID_CLASSES)}>
        <LeadImage
          src={outfit.overallImage}
          alt={t`${name}, overall view`}
          shape={OUTFIT_IMAGE}
          frame="max-w-80 bg-night-900"
        />
        <div className="min-w-0">
          {outfit.category && (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              <CategoryChip category={outfit.category} />
            </div>
          )}
          <h1
            data-content
            className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            {outfit.name}
          </h1>
          {outfit.tags.length > 0 && (
            <ul aria-label={t`Tags`} className="mt-3 flex flex-wrap gap-1.5">
              {outfit.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700 dark:border-white/20 dark:text-slate-200"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {outfit.description && (
            <p data-content className="mt-4 leading-7 whitespace-pre-line text-slate-700 dark:text-slate-300">
              {outfit.description}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-2">
            <FavoriteOutfitButton
              outfit={outfit}
              isSignedIn={isSignedIn}
              isSessionLoading={isSessionLoading}
            />
            <ShareOutfitButton title={outfit.name} />
          </div>

          <section aria-labelledby="outfit-versions" className="mt-8">
            <h2 id="outfit-versions" className="text-lg font-semibold text-slate-900 dark:text-white">
              <Trans>Versions</Trans>
            </h2>
            <fieldset className="mt-3 inline-flex rounded-lg border border-slate-300 p-1 dark:border-white/15">
              <legend className="sr-only">{t`Version`}</legend>
              {OUTFIT_GENDERS.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={gender === option}
                  onClick={() => setGender(option)}
                  className="h-9 rounded-md px-4 text-sm font-semibold text-slate-700 aria-pressed:bg-brand-600 aria-pressed:text-white dark:text-slate-200 dark:aria-pressed:bg-brand-500"
                >
                  {option === 'female' ? t`Female` : t`Male`}
                </button>
              ))}
            </fieldset>
            <div className="mt-4 w-full max-w-64 overflow-hidden rounded-xl bg-night-900">
              <FallbackImage
                key={gender}
                src={gender === 'female' ? outfit.femaleImage : outfit.maleImage}
                alt={gender === 'female' ? t`${name}, female version` : t`${name}, male version`}
                width={OUTFIT_IMAGE_WIDTH}
                height={OUTFIT_IMAGE_HEIGHT}
                className="aspect-[3/4] w-full object-cover"
              />
            </div>
          </section>
        </div>
      </div>
      <NeighbourLinks label={t`Other outfits`} noun={t`outfit`} item={outfit} getHref={paths.outfit} />
    </div>
  );
}

/** Home / Outfits / the outfit's name. */
const OUTFIT_TRAIL = [
  { label: 'Home', to: paths.home },
  { label: 'Outfits', to: paths.outfits },
];

/** The way back from an outfit's page. */
function backToOutfits() {
  return { to: paths.outfits, label: activeI18n()._(msg`Back to Outfits`) };
}

/** The outfit page for an unknown or malformed address. */
export function OutfitNotFound({ reason }: { reason?: string }) {
  const description = reason ?? outfitTexts.notFoundDetail;
  return <NotFoundPage title={outfitTexts.notFound} description={description} back={backToOutfits()} />;
}

/** The outfit page when loading failed for another reason. */
export function OutfitLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPage title={outfitTexts.loadOneFailed} onRetry={onRetry} back={backToOutfits()} />;
}

/** The outfit page while it loads, with the final layout's sizes. */
export function OutfitPageSkeleton() {
  const { t } = useLingui();
  return (
    <div className={PAGE_CLASSES}>
      <Breadcrumb trail={OUTFIT_TRAIL} current={null} separator="/" />
      <SectionLoading label={t`Loading outfit...`}>
        <div className={cn(CARD_CLASSES, GRID_CLASSES)}>
          <div className={cn(SKELETON_FILL, 'mx-auto aspect-[3/4] w-full max-w-80 rounded-xl')} />
          <div className="min-w-0 space-y-4">
            <div className={cn(SKELETON_BLOCK, 'h-6 w-32')} />
            <div className={cn(SKELETON_BLOCK, 'h-10 w-2/3')} />
            <div className={cn(SKELETON_BLOCK, 'h-20 w-full')} />
            <div className={cn(SKELETON_BLOCK, 'h-10 w-72')} />
            <div className={cn(SKELETON_FILL, 'aspect-[3/4] w-full max-w-64 rounded-xl')} />
          </div>
        </div>
        <div className="mt-6 h-16" />
      </SectionLoading>
    </div>
  );
}
