import type { BuildItem, HeroDetail } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { RichTextContent } from '../../../components/rich-text/rich-text-content';
import { Thumbnail } from '../../../components/ui/card-image';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { TextLink } from '../../../components/ui/text-link';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { categoryLabel, heroText } from '../shared-texts';
import { HeroSection, HeroSectionEmpty } from './hero-section';

/** The menu label of a database category, for the build's pickers and fields. */
export { categoryLabel };

function BuildEntryItem({ item }: { item: BuildItem }) {
  const { entry } = item;
  return (
    <li className="flex gap-3 rounded-xl bg-slate-50 p-3 dark:bg-white/5">
      <Thumbnail src={entry.imageUrl} size={56} ground="grey" className="shrink-0 rounded-lg" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold text-slate-600 dark:text-slate-400">
          <span>{categoryLabel(entry.category)}</span>
          {entry.rarity && (
            <span data-content className={cn('font-bold', RARITY_STYLES[entry.rarity].text)}>
              {entry.rarity}
            </span>
          )}
        </p>
        <h3 className="font-semibold">
          <TextLink to={paths.databaseEntry(entry.category, entry.slug)} className="rounded">
            <span data-content>{entry.name}</span>
          </TextLink>
        </h3>
        {item.note && (
          <p data-content className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
            {item.note}
          </p>
        )}
      </div>
    </li>
  );
}

/** 'Recommended Build': the game database entries chosen for the hero, in order, each with its note. */
export function HeroRecommendedBuild({ hero }: { hero: Pick<HeroDetail, 'build'> }) {
  const { t } = useLingui();
  return (
    <HeroSection id="hero-build" title={t`Recommended Build`}>
      {hero.build.length === 0 ? (
        <HeroSectionEmpty>{heroText('buildEmpty')}</HeroSectionEmpty>
      ) : (
        <ol className="mt-4 grid gap-3 md:grid-cols-2">
          {hero.build.map((item) => (
            <BuildEntryItem key={item.entry.id} item={item} />
          ))}
        </ol>
      )}
    </HeroSection>
  );
}

/**
 * 'Build Notes': the editors' rich text on playing the build, sanitised again before it shows, with
 * the names it holds linked to their pages and preview cards.
 */
export function HeroBuildNotes({
  hero,
}: {
  hero: Pick<HeroDetail, 'buildNotes' | 'mentions' | 'untranslated'>;
}) {
  const { t } = useLingui();
  return (
    <HeroSection id="hero-build-notes" title={t`Build Notes`}>
      {hero.buildNotes.trim() === '' ? (
        <HeroSectionEmpty>{heroText('buildNotesEmpty')}</HeroSectionEmpty>
      ) : (
        <>
          <UntranslatedMark untranslated={hero.untranslated} fields={['buildNotes']} className="mt-3" />
          <div lang={langOf(hero.untranslated, 'buildNotes')}>
            <RichTextContent html={hero.buildNotes} mentions={hero.mentions} className="mt-3" />
          </div>
        </>
      )}
    </HeroSection>
  );
}

/** 'Recommended Teammates': small cards of the heroes this one plays best beside, linking to their pages. */
export function HeroTeammates({ hero }: { hero: Pick<HeroDetail, 'teammates'> }) {
  const { t } = useLingui();
  return (
    <HeroSection id="hero-teammates" title={t`Recommended Teammates`}>
      {hero.teammates.length === 0 ? (
        <HeroSectionEmpty>{heroText('teammatesEmpty')}</HeroSectionEmpty>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {hero.teammates.map((mate) => (
            <li key={mate.id}>
              <Link
                to={paths.hero(mate.slug)}
                className="group flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center hover:border-brand-300 hover:bg-brand-50 dark:border-white/10 dark:hover:border-brand-300/40 dark:hover:bg-white/5"
              >
                <Thumbnail src={mate.imageUrl} size={96} className="rounded-lg" />
                <span
                  data-content
                  className="line-clamp-2 text-sm font-semibold text-slate-900 dark:text-white"
                >
                  {mate.name}
                </span>
                <span className={cn('text-xs font-bold', RARITY_STYLES[mate.rarity].text)}>
                  <span className="sr-only">
                    <Trans>Rarity</Trans>{' '}
                  </span>
                  <span data-content>{mate.rarity}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HeroSection>
  );
}
