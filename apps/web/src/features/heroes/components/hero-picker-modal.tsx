import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { FallbackImage } from '../../../components/ui/fallback-image';
import {
  type PickerBodyProps,
  PickerHeader,
  PickerResults,
  PickOneModal,
  type PickOneProps,
  usePickerSearch,
} from '../../../components/ui/picker-modal';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import { type PickerHero, useHeroPicker } from '../api/get-hero-picker';

/** 'Select Hero': a searchable grid of heroes, leaving out `excludeIds`; choosing one calls onSelect and closes. */
export function HeroPickerModal(props: PickOneProps<PickerHero>) {
  return <PickOneModal {...props} width="wide" Body={PickerBody} />;
}

function PickerBody({ excludeIds, onSelect }: PickerBodyProps<PickerHero>) {
  const search = usePickerSearch();
  const heroes = useHeroPicker(search.term, excludeIds);

  return (
    <>
      <PickerHeader title="Select Hero">
        <SearchInput label="Search heroes" placeholder="Search heroes..." {...search.input} />
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
