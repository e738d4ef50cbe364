import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import type { HeroTraits } from '../../lib/hero-traits';
import { CheckboxGroup, FilterPanel } from './checkbox-group';

type HeroTraitFiltersProps = {
  id: string;
  selected: HeroTraits;
  onChange: (change: Partial<HeroTraits>) => void;
};

/** Class, rarity and role checkboxes for any list of heroes (the collection, the tier list). */
export function HeroTraitFilters({ id, selected, onChange }: HeroTraitFiltersProps) {
  const hasFilters = selected.classes.length + selected.rarities.length + selected.roles.length > 0;
  return (
    <FilterPanel
      id={id}
      hasFilters={hasFilters}
      onClear={() => onChange({ classes: [], rarities: [], roles: [] })}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <CheckboxGroup
          legend="Class"
          options={HERO_CLASSES}
          selected={selected.classes}
          onChange={(classes) => onChange({ classes })}
        />
        <CheckboxGroup
          legend="Rarity"
          options={RARITIES}
          selected={selected.rarities}
          onChange={(rarities) => onChange({ rarities })}
        />
        <CheckboxGroup
          legend="Role"
          options={HERO_ROLES}
          selected={selected.roles}
          onChange={(roles) => onChange({ roles })}
        />
      </div>
    </FilterPanel>
  );
}
