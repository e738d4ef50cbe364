import { COLLECTION_OWNED_FILTERS, COLLECTION_SORTS } from '@haven/shared/collection/constants';
import type { CollectionQuery } from '@haven/shared/collection/schemas';
import { HERO_CLASSES, RARITIES } from '@haven/shared/heroes/constants';
import { useLingui } from '@lingui/react/macro';
import { CARD_CLASSES } from '../../../components/ui/card';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { ListForm } from '../../../components/ui/list-form';
import { cn } from '../../../lib/cn';
import { COLLECTION_PARAMS, type CollectionQueryChange } from '../hooks/use-collection-query';
import { COLLECTION_OWNED_TEXTS, COLLECTION_SORT_TEXTS } from '../shared-texts';

type CollectionFiltersProps = { query: CollectionQuery; onChange: (change: CollectionQueryChange) => void };

/** Show (owned or not), rarity and class ticks and Sort by, as a GET form of the page's address. */
export function CollectionFilters({ query, onChange }: CollectionFiltersProps) {
  const { t } = useLingui();
  return (
    <div className={cn(CARD_CLASSES, 'mt-6 p-3 sm:p-4')}>
      <ListForm owns={COLLECTION_PARAMS} applyLabel={t`Apply filters`}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <div>
            <ChoiceSelect
              label={t`Show`}
              showLabel
              name="owned"
              value={query.owned}
              choices={COLLECTION_OWNED_FILTERS}
              labelOf={(owned) => t(COLLECTION_OWNED_TEXTS[owned])}
              onChange={(owned) => onChange({ owned })}
            />
          </div>
          <div>
            <ChoiceSelect
              label={t`Sort by`}
              showLabel
              name="sort"
              value={query.sort}
              choices={COLLECTION_SORTS}
              labelOf={(sort) => t(COLLECTION_SORT_TEXTS[sort])}
              onChange={(sort) => onChange({ sort })}
            />
          </div>
          <CheckboxGroup
            legend={t`Rarity`}
            name="rarity"
            options={RARITIES}
            selected={query.rarity}
            onChange={(rarity) => onChange({ rarity })}
          />
          <CheckboxGroup
            legend={t`Class`}
            name="class"
            options={HERO_CLASSES}
            selected={query.class}
            onChange={(classes) => onChange({ class: classes })}
          />
        </div>
      </ListForm>
    </div>
  );
}
