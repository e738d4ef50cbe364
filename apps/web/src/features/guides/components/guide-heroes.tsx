import type { Guide } from '@haven/shared/guides/schemas';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/ui/card-image';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';

/** 'Heroes in this guide': a linked chip per hero, in the author's order; nothing when there are none. */
export function GuideHeroes({ heroes, className }: { heroes: Guide['heroes']; className?: string }) {
  if (heroes.length === 0) return null;
  return (
    <section aria-labelledby="guide-heroes" className={className}>
      <h2 id="guide-heroes" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {GUIDE_MESSAGES.heroesInGuide}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {heroes.map((hero) => (
          <li key={hero.id}>
            <Link
              to={paths.hero(hero.slug)}
              className="flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:border-brand-300 hover:bg-brand-50 dark:border-white/10 dark:bg-night-950 dark:text-slate-100 dark:hover:border-brand-300/40 dark:hover:bg-white/5"
            >
              <Thumbnail src={hero.imageUrl} size={28} ground="chip" className="rounded-full" />
              <span data-content>{hero.name}</span>
              <span data-content className={cn('text-xs font-bold', RARITY_STYLES[hero.rarity].text)}>
                {hero.rarity}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
