import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import { useLingui } from '@lingui/react/macro';
import { HERO_TRAIT_PARAMS, type HeroTraits } from '../../lib/hero-traits';
import { CheckboxGroup, FilterPanel } from './checkbox-group';

type HeroTraitFiltersProps = {
  id: string;
  isOpen: boolean;
  selected: HeroTraits;
  onChange: (change: Partial<HeroTraits>) => void;
};

/** Class, rarity and role checkboxes for any list of heroes (the collection, the tier list). */
export function HeroTraitFilters({ id, isOpen, selected, onChange }: HeroTraitFiltersProps) {
  const { t } = useLingui();
  const hasFilters = selected.classes.length + selected.rarities.length + selected.roles.length > 0;
  return (
    <FilterPanel
      id={id}
      isOpen={isOpen}
      owns={HERO_TRAIT_PARAMS}
      hasFilters={hasFilters}
      onClear={() => onChange({ classes: [], rarities: [], roles: [] })}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <CheckboxGroup
          legend={t`Class`}
          name="class"
          options={HERO_CLASSES}
          selected={selected.classes}
          onChange={(classes) => onChange({ classes })}
        />
        <CheckboxGroup
          legend={t`Rarity`}
          name="rarity"
          options={RARITIES}
          selected={selected.rarities}
          onChange={(rarities) => onChange({ rarities })}
        />
        <CheckboxGroup
          legend={t`Role`}
          name="role"
          options={HERO_ROLES}
          selected={selected.roles}
          onChange={(roles) => onChange({ roles })}
        />
      </div>
    </FilterPanel>
  );
}
