import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { OwnedOnlyToggle } from '../../../components/ui/owned-only-toggle';
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
import { heroText } from '../shared-texts';

type HeroPickerModalProps = PickOneProps<PickerHero> & {
  /** Offers 'Owned only' (signed-in members): the picker then lists the member's own heroes. */
  canFilterOwned?: boolean;
};

/**
 * 'Select Hero': a searchable grid of heroes, leaving out `excludeIds`, with 'Owned only' for
 * members where offered; choosing one calls onSelect and closes.
 */
export function HeroPickerModal({ canFilterOwned = false, ...props }: HeroPickerModalProps) {
  return <PickOneModal {...props} width="wide" Body={canFilterOwned ? OwnedPickerBody : PickerBody} />;
}

function PickerBody(props: PickerBodyProps<PickerHero>) {
  return <HeroPickerBody {...props} canFilterOwned={false} />;
}

function OwnedPickerBody(props: PickerBodyProps<PickerHero>) {
  return <HeroPickerBody {...props} canFilterOwned />;
}

function HeroPickerBody({
  excludeIds,
  onSelect,
  canFilterOwned,
}: PickerBodyProps<PickerHero> & { canFilterOwned: boolean }) {
  const search = usePickerSearch();
  const [isOwnedOnly, setOwnedOnly] = useState(false);
  const heroes = useHeroPicker(search.term, excludeIds, { owned: canFilterOwned && isOwnedOnly });
  const { t } = useLingui();

  return (
    <>
      <PickerHeader title={t`Select Hero`}>
        <SearchInput label={t`Search heroes`} placeholder={t`Search heroes...`} {...search.input} />
        {canFilterOwned && (
          <div className="mt-3">
            <OwnedOnlyToggle isOwned={isOwnedOnly} onChange={setOwnedOnly} />
          </div>
        )}
      </PickerHeader>
      <PickerResults
        query={heroes}
        isEmpty={heroes.data?.items.length === 0}
        loadingText={t`Loading heroes...`}
        errorText={heroText('loadFailed')}
        emptyText={heroText('pickerNoResults')}
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
                <span
                  data-content
                  className="line-clamp-2 text-xs font-semibold text-slate-900 dark:text-white"
                >
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
