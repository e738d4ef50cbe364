import { TEAM_MAIN_POSITION } from '@haven/shared/teams/constants';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormationBoard } from '../../../components/ui/team-lineup';
import { cn } from '../../../lib/cn';

type TeamFormationProps = {
  /** The content of one slot. */
  renderSlot: (position: number) => ReactNode;
  className?: string;
};

/**
 * The five-place formation: two places above three, drawn on the team board, each with its
 * position and the middle of the bottom row labelled 'Main'.
 */
export function TeamFormation({ renderSlot, className }: TeamFormationProps) {
  const { t } = useLingui();
  return (
    <FormationBoard
      label={t`Formation`}
      className={cn('items-center gap-4 rounded-2xl p-4 sm:gap-6 sm:p-6', className)}
      rowClassName="w-full"
      placesClassName="gap-3 sm:gap-6"
      renderPlace={(position) => (
        <li key={position} className="flex w-24 flex-col items-center gap-1.5 sm:w-32">
          <PositionLabel position={position} />
          {renderSlot(position)}
        </li>
      )}
    />
  );
}

function PositionLabel({ position }: { position: number }) {
  const { t } = useLingui();
  const isMain = position === TEAM_MAIN_POSITION;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-bold',
        isMain
          ? 'bg-gold-400 text-night-950'
          : 'bg-white text-slate-700 ring-1 ring-slate-200 dark:bg-night-900 dark:text-slate-200 dark:ring-white/10',
      )}
    >
      {isMain ? t`Main` : t`Position ${position}`}
    </span>
  );
}
