import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readHeroTraits, writeHeroTraits } from '../../../lib/hero-traits';
import type { TierListParams } from '../api/get-tier-list';

/** The tier list's mode and filters read from the address; unknown filter values are ignored. */
export function readTierListParams(searchParams: URLSearchParams): TierListParams {
  return {
    mode: searchParams.get('mode')?.trim() ?? '',
    ...readHeroTraits(searchParams),
    ...(searchParams.get('owned') === '1' ? { owned: true } : {}),
  };
}

/** Writes the mode and filters into `target`, leaving out empty values; keeps other params. */
export function writeTierListParams(target: URLSearchParams, params: TierListParams): URLSearchParams {
  if (params.mode) target.set('mode', params.mode);
  else target.delete('mode');
  if (params.owned) target.set('owned', '1');
  else target.delete('owned');
  return writeHeroTraits(target, params);
}

/** The tier list's mode and filters, kept in the address so links share and Back works. */
export function useTierListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readTierListParams(searchParams), [searchParams]);

  const change = (next: Partial<TierListParams>) => {
    setSearchParams((current) => writeTierListParams(new URLSearchParams(current), { ...params, ...next }), {
      preventScrollReset: true,
    });
  };

  /** The address of a mode with the current filters kept. */
  const modeHref = (mode: string) =>
    `?${writeTierListParams(new URLSearchParams(searchParams), { ...params, mode }).toString()}`;

  return { params, change, modeHref };
}
