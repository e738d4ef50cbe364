import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import { CheckboxGroup, FilterPanel } from '../../../components/ui/checkbox-group';
import type { TierListParams } from '../api/get-tier-list';

type TierListFiltersProps = {
  id: string;
  params: TierListParams;
  onChange: (change: Partial<TierListParams>) => void;
};

/** Class, role and rarity checkboxes, as the hero collection has them. */
export function TierListFilters({ id, params, onChange }: TierListFiltersProps) {
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
          legend="Role"
          options={HERO_ROLES}
          selected={params.roles}
          onChange={(roles) => onChange({ roles })}
        />
        <CheckboxGroup
          legend="Rarity"
          options={RARITIES}
          selected={params.rarities}
          onChange={(rarities) => onChange({ rarities })}
        />
      </div>
    </FilterPanel>
  );
}
