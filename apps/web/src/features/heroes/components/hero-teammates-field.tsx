import { HERO_TEAMMATES_MAX } from '@haven/shared/heroes/constants';
import { useLingui } from '@lingui/react/macro';
import { type HeroChip, HeroChipsField } from '../../../components/ui/hero-chips-field';
import { HeroPickerModal } from './hero-picker-modal';

/** A chosen teammate as its chip shows it. */
export type TeammateChip = HeroChip;

type HeroTeammatesFieldProps = {
  /** The hero being edited, never offered as its own teammate. */
  heroId: string | undefined;
  teammates: TeammateChip[];
  error: string | undefined;
  onChange: (teammates: TeammateChip[]) => void;
};

/** Recommended teammates as removable chips, added one at a time through the hero picker, at most four. */
export function HeroTeammatesField({ heroId, teammates, error, onChange }: HeroTeammatesFieldProps) {
  const { t } = useLingui();
  return (
    <HeroChipsField
      id="hero-teammates"
      legend={t`Recommended teammates`}
      labels={{ add: t`Add Teammate`, list: t`Chosen teammates` }}
      alsoExclude={heroId ? [heroId] : []}
      heroes={teammates}
      max={HERO_TEAMMATES_MAX}
      error={error}
      onChange={onChange}
      renderHeroPicker={(picker) => <HeroPickerModal {...picker} />}
    />
  );
}
