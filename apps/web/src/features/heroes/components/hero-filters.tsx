import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import { CheckboxGroup, FilterPanel } from '../../../components/ui/checkbox-group';
import type { HeroListParams } from '../api/get-heroes';
import type { HeroFilterChange } from '../hooks/use-hero-list-params';

type HeroFiltersProps = {
  id: string;
  params: HeroListParams;
  onChange: (change: HeroFilterChange) => void;
};

/** Class, rarity and role checkboxes; any tick sends the list back to page 1. */
export function HeroFilters({ id, params, onChange }: HeroFiltersProps) {
  const hasFilters = params.classes.length + params.rarities.length + params.roles.length > 0;
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
          selected={params.classes}
          onChange={(classes) => onChange({ classes })}
        />
        <CheckboxGroup
          legend="Rarity"
          options={RARITIES}
          selected={params.rarities}
          onChange={(rarities) => onChange({ rarities })}
        />
        <CheckboxGroup
          legend="Role"
          options={HERO_ROLES}
          selected={params.roles}
          onChange={(roles) => onChange({ roles })}
        />
      </div>
    </FilterPanel>
  );
}
