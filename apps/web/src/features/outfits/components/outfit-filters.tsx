import { useLingui } from '@lingui/react/macro';
import { CheckboxGroup, FilterPanel } from '../../../components/ui/checkbox-group';
import { useOutfitFacets } from '../api/get-outfit-facets';
import type { OutfitListParams } from '../api/get-outfits';
import type { OutfitFilterChange } from '../hooks/use-outfit-list-params';

type OutfitFiltersProps = {
  id: string;
  isOpen: boolean;
  params: OutfitListParams;
  onChange: (change: OutfitFilterChange) => void;
};

/** Category and tag checkboxes, offered from the outfits that exist; any tick goes back to page 1. */
export function OutfitFilters({ id, isOpen, params, onChange }: OutfitFiltersProps) {
  const { t } = useLingui();
  const facets = useOutfitFacets();
  const hasFilters = params.categories.length + params.tags.length > 0;
  return (
    <FilterPanel
      id={id}
      isOpen={isOpen}
      owns={['category', 'tag']}
      hasFilters={hasFilters}
      onClear={() => onChange({ categories: [], tags: [] })}
    >
      {facets.isPending ? (
        <div
          role="status"
          aria-label={t`Loading filters`}
          className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-white/5"
        />
      ) : facets.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">{t`Could not load the filters.`}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
          <CheckboxGroup
            legend={t`Category`}
            name="category"
            options={facets.data.categories.map((c) => c.value)}
            selected={params.categories}
            onChange={(categories) => onChange({ categories })}
          />
          <CheckboxGroup
            legend={t`Tags`}
            name="tag"
            options={facets.data.tags.map((t) => t.value)}
            selected={params.tags}
            onChange={(tags) => onChange({ tags })}
          />
        </div>
      )}
    </FilterPanel>
  );
}
