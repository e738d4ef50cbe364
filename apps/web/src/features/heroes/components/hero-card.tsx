import type { HeroCard as HeroCardData } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SquareThumbnail } from '../../../components/ui/card-image';
import { RARITY_STYLES, RarityBadge } from '../../../components/ui/rarity-badge';
import { cn } from '../../../lib/cn';
import { formatDecimal } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';

type HeroCardLinkProps = {
  hero: HeroCardData;
  /** The portrait's drawn size. */
  size: number;
  /** How the card and its portrait answer a hover besides the brand border, if more. */
  hover?: { card: string; image: string };
  /** The hero's tier, drawn on the portrait's corner (the collection sorted by tier). */
  tier?: ReactNode;
  children: ReactNode;
};

/** A hero's card in a grid: the whole card links to the hero's page, the portrait on top. */
function HeroCardLink({ hero, size, hover, tier, children }: HeroCardLinkProps) {
  return (
    <Link
      to={paths.hero(hero.slug)}
      className={cn(
        `${CARD_CLASSES} group relative flex h-full w-full flex-col transition`,
        hover?.card,
        'hover:border-brand-300 dark:hover:border-brand-300/50',
      )}
    >
      <SquareThumbnail
        src={hero.imageUrl}
        size={size}
        frame="aspect-square overflow-hidden bg-slate-100 dark:bg-night-950"
        className={cn('size-full object-cover', hover?.image)}
      />
      {tier && (
        <span className="absolute top-1 left-1">
          <span className="sr-only">
            <Trans>Tier</Trans>{' '}
          </span>
          {tier}
        </span>
      )}
      {children}
    </Link>
  );
}

const FULL_CARD_HOVER = {
  card: 'hover:-translate-y-0.5 hover:shadow-md',
  image: 'transition duration-300 group-hover:scale-[1.03]',
};

/** A hero in the collection grid; the whole card links to the hero's page. */
export function HeroCard({ hero, tier }: { hero: HeroCardData; tier?: ReactNode }) {
  return (
    <HeroCardLink hero={hero} size={256} hover={FULL_CARD_HOVER} tier={tier}>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 data-content className="line-clamp-2 font-semibold leading-snug text-slate-900 dark:text-white">
          {hero.name}
        </h3>
        <p className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300">
          <RarityBadge rarity={hero.rarity} />
          <span data-content>{hero.class}</span>
        </p>
        {/* Every role, wrapping; chips rather than a list, as the card is already a grid item. */}
        {hero.roles.length > 0 && (
          <p className="flex flex-wrap gap-1">
            {hero.roles.map((role) => (
              <RoleChip key={role} role={role} />
            ))}
          </p>
        )}
        <div className="mt-auto pt-1">
          <HeroRatingLabel average={hero.averageRating} total={hero.totalRatings} />
        </div>
      </div>
    </HeroCardLink>
  );
}

/**
 * A hero in the compact grid: an icon with the rarity as a coloured bar under it, and the name,
 * linking to the hero's page.
 */
export function HeroCompactCard({ hero, tier }: { hero: HeroCardData; tier?: ReactNode }) {
  return (
    <Link
      to={paths.hero(hero.slug)}
      className="group relative flex w-full flex-col items-center gap-1 rounded-lg text-center"
    >
      <div className="relative w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 group-hover:border-brand-300 dark:border-white/10 dark:bg-night-950 dark:group-hover:border-brand-300/50">
        <SquareThumbnail
          src={hero.imageUrl}
          size={96}
          frame="aspect-square"
          className="size-full object-cover"
        />
        <span
          aria-hidden="true"
          className={cn('absolute inset-x-0 bottom-0 h-1', RARITY_STYLES[hero.rarity].bar)}
        />
      </div>
      {tier && (
        <span className="absolute top-0.5 left-0.5">
          <span className="sr-only">
            <Trans>Tier</Trans>{' '}
          </span>
          {tier}
        </span>
      )}
      <h3
        data-content
        className="line-clamp-2 w-full text-[0.6875rem] leading-tight font-semibold break-words text-slate-900 sm:text-xs dark:text-white"
      >
        {hero.name}
        <span className="sr-only">, {hero.rarity}</span>
      </h3>
    </Link>
  );
}

/** A hero role (game data) as a small chip. */
export function RoleChip({ role }: { role: string }) {
  return (
    <span
      data-content
      className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-300/15 dark:text-brand-100"
    >
      {role}
    </span>
  );
}

/** A hero's roles as chips; nothing when the hero has none. */
export function RoleList({ roles, className }: { roles: readonly string[]; className: string }) {
  const { t } = useLingui();
  if (roles.length === 0) return null;
  return (
    <ul aria-label={t`Roles`} className={className}>
      {roles.map((role) => (
        <li key={role}>
          <RoleChip role={role} />
        </li>
      ))}
    </ul>
  );
}

function HeroRatingLabel({ average, total }: { average: number; total: number }) {
  if (total === 0) {
    return (
      <span className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>No ratings</Trans>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-800 dark:text-slate-100">
      <Star aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-500" />
      <span className="sr-only">
        <Trans>Average rating</Trans>{' '}
      </span>
      {formatDecimal(average)}
      <span className="font-normal text-slate-600 dark:text-slate-400">
        ({total}
        <span className="sr-only">
          {' '}
          <Trans>ratings</Trans>
        </span>
        )
      </span>
    </span>
  );
}

/** The grey lines under a skeleton's picture, where each card layout has its text. */
const SKELETON_LINES = {
  compact: { body: 'space-y-1 pt-1', lines: ['mx-auto h-3 w-3/4 rounded', 'mx-auto h-3 w-1/2 rounded'] },
  full: {
    body: 'space-y-2 p-3',
    lines: ['h-4 w-3/4 rounded', 'h-3 w-1/3 rounded', 'h-5 w-1/2 rounded-full', 'h-4 w-1/3 rounded'],
  },
};

/** A grey card of the same size, compact or full, while the list loads. */
export function HeroCardSkeleton({ compact = false }: { compact?: boolean }) {
  const { body, lines } = SKELETON_LINES[compact ? 'compact' : 'full'];
  return (
    <div className={`${CARD_CLASSES} animate-pulse`} aria-hidden="true">
      <div className="aspect-square bg-slate-200 dark:bg-white/10" />
      <div className={body}>
        {lines.map((line) => (
          <div key={line} className={`${line} bg-slate-200 dark:bg-white/10`} />
        ))}
      </div>
    </div>
  );
}
