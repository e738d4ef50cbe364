import { HERO_TEAMMATES_MAX } from '@haven/shared/heroes/constants';
import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import { UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { HeroPickerModal } from './hero-picker-modal';

/** A chosen teammate as its chip shows it. */
export type TeammateChip = Pick<HeroPickerItem, 'id' | 'name' | 'imageUrl'>;

type HeroTeammatesFieldProps = {
  /** The hero being edited, never offered as its own teammate. */
  heroId: string | undefined;
  teammates: TeammateChip[];
  error: string | undefined;
  onChange: (teammates: TeammateChip[]) => void;
};

/** Recommended teammates as removable chips, added one at a time through the hero picker, at most four. */
export function HeroTeammatesField({ heroId, teammates, error, onChange }: HeroTeammatesFieldProps) {
  const [isPicking, setIsPicking] = useState(false);
  const isFull = teammates.length >= HERO_TEAMMATES_MAX;
  const excludeIds = [...teammates.map((mate) => mate.id), ...(heroId ? [heroId] : [])];
  return (
    <fieldset aria-describedby="hero-teammates-message">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        Recommended teammates
      </legend>
      {teammates.length > 0 && (
        <ul aria-label="Chosen teammates" className="mt-2 flex flex-wrap gap-2">
          {teammates.map((mate) => (
            <li
              key={mate.id}
              className="flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-1 text-sm font-semibold text-brand-800 dark:bg-white/10 dark:text-slate-100"
            >
              <FallbackImage
                src={mate.imageUrl}
                alt=""
                width={24}
                height={24}
                className="size-6 rounded-full bg-slate-200 object-cover dark:bg-night-950"
              />
              {mate.name}
              <button
                type="button"
                aria-label={`Remove ${mate.name}`}
                onClick={() => onChange(teammates.filter((m) => m.id !== mate.id))}
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100 dark:hover:bg-white/15"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={isFull}
        onClick={() => setIsPicking(true)}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        Add Teammate
      </Button>
      {error ? (
        <p id="hero-teammates-message" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        <p id="hero-teammates-message" className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {teammates.length} of {HERO_TEAMMATES_MAX} chosen.
        </p>
      )}
      <HeroPickerModal
        open={isPicking}
        onOpenChange={setIsPicking}
        excludeIds={excludeIds}
        onSelect={(hero) => {
          if (teammates.length < HERO_TEAMMATES_MAX && !excludeIds.includes(hero.id)) {
            onChange([...teammates, { id: hero.id, name: hero.name, imageUrl: hero.imageUrl }]);
          }
        }}
      />
    </fieldset>
  );
}
