import type { Rarity } from '@haven/shared/heroes/constants';

/** Portrait ring per rarity tier, in the same hues as the shared rarity badge. */
export const RARITY_RING: Record<Rarity, string> = {
  LR: 'ring-rose-500',
  GR: 'ring-amber-400',
  UR: 'ring-fuchsia-600',
  SSR: 'ring-sky-500',
  SR: 'ring-emerald-500',
  R: 'ring-slate-400',
};
