import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { ArrowLeft, GitCompareArrows, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { type ImageShape, LeadImage } from '../../../components/ui/card-image';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';
import { RoleList } from './hero-card';

/** The portrait's size on the hero's page. */
const HERO_PORTRAIT: ImageShape = { width: 288, height: 288, aspect: 'aspect-square' };

type HeroProfileProps = {
  hero: HeroDetail;
  /** Shows the Edit Hero button (administrators). */
  canEdit: boolean;
  /** Controls placed beside Edit Hero, such as adding the hero to a Game Team. */
  actions?: ReactNode;
};

/** The top of a hero's page: portrait, name, rarity, class, roles and description. */
export function HeroProfile({ hero, canEdit, actions }: HeroProfileProps) {
  return (
    <div>
      <BackToHeroes />
      <div className={`${CARD_CLASSES} mt-4 grid gap-6 p-4 sm:p-6 md:grid-cols-[minmax(0,18rem)_1fr]`}>
        <LeadImage
          src={hero.imageUrl}
          alt={`Portrait of ${hero.name}`}
          shape={HERO_PORTRAIT}
          frame="max-w-72 bg-slate-100 dark:bg-night-950"
        />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <RarityBadge rarity={hero.rarity} className="text-sm" />
            <span className="rounded-md border border-slate-300 px-2 py-0.5 text-sm font-semibold text-slate-800 dark:border-white/20 dark:text-slate-100">
              <span className="sr-only">Class </span>
              {hero.class}
            </span>
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {hero.name}
          </h1>
          <RoleList roles={hero.roles} className="mt-3 flex flex-wrap gap-1.5" />
          {hero.description && (
            <p className="mt-4 leading-7 whitespace-pre-line text-slate-700 dark:text-slate-300">
              {hero.description}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-2">
            {actions}
            <ButtonLink to={paths.compareHeroes([hero.slug])} variant="outline">
              <GitCompareArrows aria-hidden="true" className="size-4" />
              Compare
            </ButtonLink>
            {canEdit && (
              <ButtonLink to={paths.adminHero(hero.slug)} variant="outline">
                <Pencil aria-hidden="true" className="size-4" />
                Edit Hero
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The link back to the collection above a hero (also shown while the hero loads). */
export function BackToHeroes() {
  return (
    <TextLink to={paths.heroes} className="inline-flex items-center gap-1.5 rounded text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All Heroes
    </TextLink>
  );
}
