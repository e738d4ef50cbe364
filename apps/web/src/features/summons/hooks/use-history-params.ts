import { BANNER_TYPES, type BannerType } from '@haven/shared/banners/constants';
import { RARITIES, type Rarity } from '@haven/shared/heroes/constants';
import { useSearchParams } from 'react-router';
import { writeParams } from '../../../lib/search-params';

/** The history's filters and page as the address holds them. */
export type SummonHistoryParams = {
  type: BannerType | '';
  banner: string;
  rarity: Rarity | '';
  page: number;
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the history's filters from an address's query; unknown values are left out. */
export function readHistoryParams(search: URLSearchParams): SummonHistoryParams {
  const banner = search.get('banner') ?? '';
  const page = Number(search.get('page') ?? '1');
  return {
    type: oneOf(search.get('type'), BANNER_TYPES),
    banner: UUID.test(banner) ? banner : '',
    rarity: oneOf(search.get('rarity'), RARITIES),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The history's filters in the address: a change starts again at the first page. */
export function useHistoryParams() {
  const [search, setSearch] = useSearchParams();
  const params = readHistoryParams(search);
  const change = (next: Partial<SummonHistoryParams>) =>
    setSearch(
      (current) => writeParams(new URLSearchParams(current), { ...params, page: 1, ...next }, { page: 1 }),
      { preventScrollReset: true },
    );
  const pageHref = (page: number) => {
    const next = writeParams(new URLSearchParams(search), { page }, { page: 1 });
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return { params, change, pageHref };
}
