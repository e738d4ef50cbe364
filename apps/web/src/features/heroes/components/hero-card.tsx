import type { HeroCard as HeroCardData } from '@haven/shared/heroes/schemas';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SquareThumbnail } from '../../../components/ui/card-image';
import { RarityBadge } from '../../../components/ui/rarity-badge';
import { paths } from '../../../lib/paths';

/** A hero in the collection grid; the whole card links to the hero's page. */
export function HeroCard({ hero }: { hero: HeroCardData }) {
  const firstRole = hero.roles[0];
  return (
    <Link
      to={paths.hero(hero.slug)}
      className={`${CARD_CLASSES} group flex h-full flex-col transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-300/50`}
    >
      <SquareThumbnail
        src={hero.imageUrl}
        size={256}
        frame="aspect-square overflow-hidden bg-slate-100 dark:bg-night-950"
        className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 font-semibold leading-snug text-slate-900 dark:text-white">
          {hero.name}
        </h3>
        <p className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300">
          <RarityBadge rarity={hero.rarity} />
          {hero.class}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-1.5 pt-1">
          {firstRole ? <RoleChip role={firstRole} /> : <span />}
          <HeroRatingLabel average={hero.averageRating} total={hero.totalRatings} />
        </div>
      </div>
    </Link>
  );
}

export function RoleChip({ role }: { role: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-300/15 dark:text-brand-100">
      {role}
    </span>
  );
}

/** A hero's roles as chips; nothing when the hero has none. */
export function RoleList({ roles, className }: { roles: readonly string[]; className: string }) {
  if (roles.length === 0) return null;
  return (
    <ul aria-label="Roles" className={className}>
      {roles.map((role) => (
        <li key={role}>
          <RoleChip role={role} />
        </li>
      ))}
    </ul>
  );
}

function HeroRatingLabel({ average, total }: { average: number; total: number }) {
  if (total === 0) return <span className="text-xs text-slate-600 dark:text-slate-400">No ratings</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-800 dark:text-slate-100">
      <Star aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-500" />
      <span className="sr-only">Average rating </span>
      {average.toFixed(1)}
      <span className="font-normal text-slate-600 dark:text-slate-400">
        ({total}
        <span className="sr-only"> ratings</span>)
      </span>
    </span>
  );
}

/** A grey card of the same size while the list loads. */
export function HeroCardSkeleton() {
  return (
    <div className={`${CARD_CLASSES} animate-pulse`} aria-hidden="true">
      <div className="aspect-square bg-slate-200 dark:bg-white/10" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-white/10" />
        <div className="h-3 w-1/3 rounded bg-slate-200 dark:bg-white/10" />
        <div className="h-5 w-1/2 rounded-full bg-slate-200 dark:bg-white/10" />
      </div>
    </div>
  );
}
