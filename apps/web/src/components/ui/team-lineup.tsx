import { TEAM_FORMATION_ROWS, TEAM_MAIN_POSITION } from '@haven/shared/teams/constants';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FallbackImage } from './fallback-image';

/** One hero of a team as a card shows it; a deleted hero comes with the 'Unknown Hero' name. */
export type LineupHero = { position: number; name: string; imageUrl: string | null };

type FormationBoardProps = {
  label: string;
  /** The board's size, rounding and spacing. */
  className: string;
  /** Each row's own place on the board, and the spacing between its places. */
  rowClassName?: string;
  placesClassName: string;
  /** One place of the formation, as a list item keyed by its position. */
  renderPlace: (position: number) => ReactNode;
};

/** The five places of a team in formation (two above three) on the brand-tinted board. */
export function FormationBoard({
  label,
  className,
  rowClassName,
  placesClassName,
  renderPlace,
}: FormationBoardProps) {
  return (
    <ol
      aria-label={label}
      className={cn(
        'flex flex-col bg-gradient-to-b from-brand-50 to-slate-100 dark:from-brand-500/15 dark:to-white/5',
        className,
      )}
    >
      {TEAM_FORMATION_ROWS.map((row) => (
        <li key={row.join('-')} className={rowClassName}>
          <ol className={cn('flex justify-center', placesClassName)}>{row.map(renderPlace)}</ol>
        </li>
      ))}
    </ol>
  );
}

/**
 * A team's five heroes on a card, in formation (two above three), each with its portrait and
 * name, and the middle of the bottom row marked Main.
 */
export function TeamLineup({ heroes, className }: { heroes: readonly LineupHero[]; className?: string }) {
  const { t } = useLingui();
  return (
    <FormationBoard
      label={t`Heroes`}
      className={cn('gap-2 rounded-xl p-2', className)}
      placesClassName="gap-1.5"
      renderPlace={(position) => (
        <LineupSlot key={position} position={position} hero={heroes.find((h) => h.position === position)} />
      )}
    />
  );
}

function LineupSlot({ position, hero }: { position: number; hero: LineupHero | undefined }) {
  const { t } = useLingui();
  const isMain = position === TEAM_MAIN_POSITION;
  return (
    <li className="flex w-[32%] max-w-24 min-w-0 flex-col items-center gap-0.5 text-center">
      <span className="relative">
        <FallbackImage
          src={hero?.imageUrl}
          alt=""
          width={48}
          height={48}
          className={cn(
            'size-11 rounded-full bg-night-900 object-cover ring-2 sm:size-12',
            isMain ? 'ring-gold-400' : 'ring-white dark:ring-white/20',
          )}
        />
        {isMain && (
          <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded-full bg-gold-400 px-1.5 text-[0.625rem] leading-4 font-bold text-night-950">
            {t`Main`}
          </span>
        )}
      </span>
      <span
        data-content={hero ? true : undefined}
        className="line-clamp-2 w-full text-xs leading-tight font-medium break-words text-slate-800 dark:text-slate-100"
      >
        {hero?.name ?? t`Empty`}
      </span>
      <span className="sr-only">{isMain ? t`main hero` : t`position ${position}`}</span>
    </li>
  );
}
