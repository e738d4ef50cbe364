import type { CollectionHero } from '@haven/shared/collection/schemas';
import { useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Thumbnail } from '../../../components/ui/card-image';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { cn } from '../../../lib/cn';

type CollectionGridProps = {
  heroes: readonly CollectionHero[];
  onToggle: (hero: CollectionHero) => void;
  onEdit: (hero: CollectionHero) => void;
  /** Whether writes are refused (a suspension): the portraits are shown but cannot be pressed. */
  isDisabled: boolean;
};

/**
 * Every hero as a compact portrait: one press marks it owned or not (the button is pressed while
 * owned), and an owned hero has a pencil that opens its edit sheet.
 */
export function CollectionGrid({ heroes, onToggle, onEdit, isDisabled }: CollectionGridProps) {
  const { t } = useLingui();
  /** A hero's stars and level, as the card's last line shows them. */
  const starsAndLevel = (stars: number, level: number) => t`★${stars} · Lv ${level}`;
  return (
    <ul
      aria-label={t`Heroes`}
      className="mt-4 grid grid-cols-3 gap-2 min-[380px]:grid-cols-4 sm:grid-cols-6 lg:grid-cols-8"
    >
      {heroes.map((hero) => {
        const owned = hero.entry !== null;
        return (
          <li key={hero.id} className="relative">
            <button
              type="button"
              aria-pressed={owned}
              disabled={isDisabled}
              onClick={() => onToggle(hero)}
              className={cn(
                'flex w-full flex-col items-center rounded-xl border p-1.5 text-center transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300',
                owned
                  ? 'border-brand-500 bg-brand-50 shadow-sm dark:border-brand-300 dark:bg-brand-300/10'
                  : 'border-dashed border-slate-300 bg-white hover:border-slate-400 dark:border-white/15 dark:bg-night-900',
              )}
            >
              <Thumbnail
                src={hero.imageUrl}
                size={96}
                box="aspect-square w-full"
                className={cn('rounded-lg', !owned && 'opacity-60 grayscale')}
              />
              <span
                data-content
                className="mt-1 line-clamp-1 w-full text-xs font-semibold text-slate-900 dark:text-white"
              >
                {hero.name}
              </span>
              <span
                data-content={hero.entry ? undefined : true}
                className={cn(
                  'text-[11px] leading-4 font-semibold',
                  owned ? 'text-slate-700 dark:text-slate-200' : RARITY_STYLES[hero.rarity].text,
                )}
              >
                {hero.entry ? starsAndLevel(hero.entry.stars, hero.entry.level) : hero.rarity}
              </span>
            </button>
            {hero.entry && (
              <button
                type="button"
                aria-label={t`Edit ${hero.name}`}
                disabled={isDisabled}
                onClick={() => onEdit(hero)}
                className="absolute top-0.5 right-0.5 grid size-8 place-items-center rounded-lg bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-brand-700 dark:bg-night-950/90 dark:text-slate-200 dark:ring-white/15"
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
