import { RARITY_SCORE, type Rarity } from '../heroes/constants.ts';

/** Whether a result of `rarity` resets pity set to reset on `resetRarity`: that rarity or better. */
export function resetsPity(rarity: Rarity, resetRarity: Rarity): boolean {
  return RARITY_SCORE[rarity] >= RARITY_SCORE[resetRarity];
}

/**
 * The pity count: the pulls since the last result that reset it. `rarities` are the results of one
 * banner type oldest first (entries by when they were summoned, each entry's results in order).
 */
export function countPity(rarities: readonly Rarity[], resetRarity: Rarity): number {
  let pulls = 0;
  for (const rarity of rarities) pulls = resetsPity(rarity, resetRarity) ? 0 : pulls + 1;
  return pulls;
}

/** Where a pity count stands: before soft pity, in it, or at hard pity (the next pull is sure). */
export type PityStage = 'building' | 'soft' | 'hard';

/** The stage of `pulls` against the thresholds; hard pity is reached one pull before it. */
export function pityStage(pulls: number, softPity: number, hardPity: number): PityStage {
  if (pulls >= hardPity - 1) return 'hard';
  if (pulls >= softPity) return 'soft';
  return 'building';
}

/** The share of the way to hard pity, 0 to 100, for a progress bar. */
export function pityPercent(pulls: number, hardPity: number): number {
  return Math.min(100, Math.round((pulls / hardPity) * 100));
}
