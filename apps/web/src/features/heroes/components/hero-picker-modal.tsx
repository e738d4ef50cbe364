import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/debounced-search-input';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { PickerHeader, PickerModal, PickerResults } from '../../../components/ui/picker-modal';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type PickerHero, useHeroPicker } from '../api/get-hero-picker';

type HeroPickerModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (hero: PickerHero) => void;
  /** Heroes already chosen, left out of the grid. */
  excludeIds?: string[];
};

/** 'Select Hero': a searchable grid of heroes; choosing one calls onSelect and closes. */
export function HeroPickerModal({ open, onOpenChange, onSelect, excludeIds = [] }: HeroPickerModalProps) {
  return (
    <PickerModal open={open} onOpenChange={onOpenChange} width="wide">
      <PickerBody
        excludeIds={excludeIds}
        onSelect={(hero) => {
          onSelect(hero);
          onOpenChange(false);
        }}
      />
    </PickerModal>
  );
}

function PickerBody({
  excludeIds,
  onSelect,
}: {
  excludeIds: string[];
  onSelect: (hero: PickerHero) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const heroes = useHeroPicker(debounced, excludeIds);

  return (
    <>
      <PickerHeader title="Select Hero">
        <SearchInput
          label="Search heroes"
          placeholder="Search heroes..."
          value={search}
          onChange={setSearch}
        />
      </PickerHeader>
      <PickerResults
        query={heroes}
        isEmpty={heroes.data?.items.length === 0}
        loadingText="Loading heroes..."
        errorText={HERO_MESSAGES.loadFailed}
        emptyText={HERO_MESSAGES.pickerNoResults}
      >
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
          {heroes.data?.items.map((hero) => (
            <li key={hero.id}>
              <button
                type="button"
                onClick={() => onSelect(hero)}
                className="group flex w-full flex-col items-center gap-1.5 rounded-xl border border-transparent p-2 text-center hover:border-brand-300 hover:bg-brand-50 dark:hover:border-brand-300/40 dark:hover:bg-white/5"
              >
                <FallbackImage
                  src={hero.imageUrl}
                  alt=""
                  className="aspect-square w-full rounded-lg bg-slate-100 object-cover dark:bg-night-950"
                />
                <span className="line-clamp-2 text-xs font-semibold text-slate-900 dark:text-white">
                  {hero.name}
                </span>
                <span className={cn('text-xs font-bold', RARITY_STYLES[hero.rarity].text)}>
                  {hero.rarity}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </PickerResults>
    </>
  );
}
