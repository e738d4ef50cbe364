import { HOME_MESSAGES } from '@haven/shared/home/constants';
import type { HomeHero } from '@haven/shared/home/schemas';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Crown, Star } from 'lucide-react';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { PictureCard } from '../../../components/ui/card-image';
import { CardTitle } from '../../../components/ui/card-title';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import {
  CardList,
  ImageCardsLoading,
  SectionEmpty,
  SkeletonBlocks,
} from '../../../components/ui/section-states';
import { formatCount } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { useHomeHeroes } from '../api/get-home-heroes';
import { HomeSection } from './home-section';

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5';

/** Highest Rated Heroes: five cards, refreshed every minute and when the tab returns. */
export function HeroesSection() {
  const { t } = useLingui();
  const query = useHomeHeroes();

  return (
    <HomeSection
      id="home-heroes"
      title={t`Highest Rated Heroes`}
      description={t`The heroes the community rates best.`}
      icon={Crown}
      viewAll={{ to: paths.heroes, label: t`heroes` }}
      query={query}
      logName="heroes"
      loading={<HeroesSkeleton />}
      empty={<SectionEmpty icon={Crown} title={HOME_MESSAGES.noHeroes} />}
    >
      {(heroes) => (
        // An ordered list: the order is the ranking.
        <CardList
          isOrdered
          items={heroes}
          getKey={(hero) => hero.id}
          renderItem={(hero) => <HeroCard hero={hero} />}
          className={GRID}
        />
      )}
    </HomeSection>
  );
}

function HeroCard({ hero }: { hero: HomeHero }) {
  const ratings = formatCount(hero.totalRatings);
  const role = hero.roles[0];
  return (
    <PictureCard
      className="w-full"
      image={{ src: hero.imageUrl, alt: hero.name, width: 256, height: 256, frame: 'relative aspect-square' }}
    >
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <CardTitle
          to={paths.hero(hero.slug)}
          className="truncate font-display text-base font-bold text-slate-900 sm:text-lg dark:text-white"
        >
          {hero.name}
        </CardTitle>
        <div className="flex flex-wrap gap-1.5">
          <RarityBadge rarity={hero.rarity} className="shadow-none" />
          {role && (
            <span
              data-content
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-500/20 dark:text-brand-100"
            >
              {role}
            </span>
          )}
        </div>
        <p className="mt-auto flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600 dark:text-slate-300">
          <Star aria-hidden="true" className="size-4 fill-gold-400 text-gold-500" />
          <span className="font-bold text-slate-900 dark:text-white">
            <span className="sr-only">
              <Trans>Average rating</Trans>{' '}
            </span>
            {hero.averageRating.toFixed(1)}
          </span>
          <span className="text-xs">
            (<Plural value={hero.totalRatings} one={`${ratings} rating`} other={`${ratings} ratings`} />)
          </span>
        </p>
      </div>
    </PictureCard>
  );
}

function HeroesSkeleton() {
  const { t } = useLingui();
  return (
    <ImageCardsLoading
      label={t`Loading the highest rated heroes...`}
      count={5}
      className={GRID}
      cardClassName={LINK_CARD_CLASSES}
      image="aspect-square rounded-none"
    >
      <SkeletonBlocks
        className="space-y-2.5 p-4"
        blocks={['h-4 w-3/4', 'h-4 w-1/3 rounded-full', 'h-3 w-1/2']}
      />
    </ImageCardsLoading>
  );
}
