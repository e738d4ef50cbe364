import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, GitCompareArrows, Pencil, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { type ImageShape, LeadImage } from '../../../components/ui/card-image';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { TextLink } from '../../../components/ui/text-link';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { formatCount, formatDecimal } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { RoleList } from './hero-card';

/** The portrait's drawn size in the summary (shown at 96 px on a phone, 160 px wider). */
const HERO_PORTRAIT: ImageShape = { width: 160, height: 160, aspect: 'aspect-square' };

type HeroProfileProps = {
  hero: HeroDetail;
  /** Shows the Edit Hero button (administrators). */
  canEdit: boolean;
  /** Controls placed beside Compare, such as adding the hero to a Game Team. */
  actions?: ReactNode;
  /** The hero's tier in each game mode, as chips. */
  tiers?: ReactNode;
  /** The hero's speciality tags, when it has any. */
  specialities?: ReactNode;
  /** Who owns the hero: the member, and the community's share. */
  ownership?: ReactNode;
};

/**
 * The summary at the top of a hero's page, small enough that a phone's first screen holds it and
 * the section bar: portrait, rarity, class, name, roles, a tier per mode, the rating, speciality
 * tags and the page's actions.
 */
export function HeroProfile({ hero, canEdit, actions, tiers, specialities, ownership }: HeroProfileProps) {
  const { t } = useLingui();
  return (
    <div>
      <BackToHeroes />
      <div
        className={`${CARD_CLASSES} mt-3 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6 sm:p-6`}
      >
        <div className="sm:row-span-2">
          <LeadImage
            src={hero.imageUrl}
            alt={t`Portrait of ${hero.name}`}
            shape={HERO_PORTRAIT}
            frame="bg-slate-100 dark:bg-night-950"
          />
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <RarityBadge rarity={hero.rarity} className="text-sm" />
            <span className="rounded-md border border-slate-300 px-2 py-0.5 text-sm font-semibold text-slate-800 dark:border-white/20 dark:text-slate-100">
              <span className="sr-only">
                <Trans>Class</Trans>{' '}
              </span>
              <span data-content>{hero.class}</span>
            </span>
            <HeroSummaryRating average={hero.averageRating} total={hero.totalRatings} />
          </div>
          <h1
            data-content
            className="mt-1.5 text-2xl leading-tight font-bold tracking-tight text-slate-900 sm:mt-3 sm:text-4xl dark:text-white"
          >
            {hero.name}
          </h1>
          <RoleList roles={hero.roles} className="mt-1.5 flex flex-wrap gap-1.5 sm:mt-3" />
        </div>
        <div className="col-span-2 min-w-0 space-y-3 sm:col-span-1 sm:col-start-2">
          {tiers}
          {specialities}
          {ownership}
          <div className="flex flex-wrap gap-2">
            {actions}
            <ButtonLink to={paths.compareHeroes([hero.slug])} variant="outline">
              <GitCompareArrows aria-hidden="true" className="size-4" />
              <Trans>Compare</Trans>
            </ButtonLink>
            {canEdit && (
              <ButtonLink to={paths.adminHero(hero.slug)} variant="outline">
                <Pencil aria-hidden="true" className="size-4" />
                <Trans>Edit Hero</Trans>
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The community's rating in the summary: the average and how many rated, or that none did. */
function HeroSummaryRating({ average, total }: { average: number; total: number }) {
  const ratings = formatCount(total);
  if (total === 0) {
    return (
      <span className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>No ratings yet</Trans>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-900 dark:text-white">
      <Star aria-hidden="true" className="size-4 fill-gold-400 text-gold-500" />
      <span className="sr-only">
        <Trans>Rated</Trans>{' '}
      </span>
      {formatDecimal(average)}
      <span className="font-normal text-slate-600 dark:text-slate-400">
        (<Plural value={total} one={`${ratings} rating`} other={`${ratings} ratings`} />)
      </span>
    </span>
  );
}

/** The hero's description, the first thing under Overview. */
export function HeroAbout({ hero }: { hero: Pick<HeroDetail, 'name' | 'description' | 'untranslated'> }) {
  if (!hero.description) return null;
  return (
    <section aria-labelledby="hero-about" className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <h2 id="hero-about" className="text-2xl font-bold text-slate-900 dark:text-white">
        <Trans>About {hero.name}</Trans>
      </h2>
      <UntranslatedMark untranslated={hero.untranslated} fields={['description']} className="mt-2" />
      <p
        lang={langOf(hero.untranslated, 'description')}
        data-content
        className="mt-3 leading-7 whitespace-pre-line text-slate-700 dark:text-slate-300"
      >
        {hero.description}
      </p>
    </section>
  );
}

/** The link back to the collection above a hero (also shown while the hero loads). */
export function BackToHeroes() {
  return (
    <TextLink to={paths.heroes} className="inline-flex items-center gap-1.5 rounded text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>All Heroes</Trans>
    </TextLink>
  );
}
