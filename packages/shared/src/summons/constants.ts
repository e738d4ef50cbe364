// Kept apart from the zod schemas so pages can use them without loading zod.
import type { BannerType } from '../banners/constants.ts';
import type { Rarity } from '../heroes/constants.ts';

/** A summon is one pull or a ten-pull. */
export const SUMMON_KINDS = ['single', 'ten'] as const;
export type SummonKind = (typeof SUMMON_KINDS)[number];

/** How many results each kind of summon gives. */
export const SUMMON_KIND_PULLS: Record<SummonKind, number> = { single: 1, ten: 10 };

export const SUMMON_KIND_LABELS: Record<SummonKind, string> = { single: 'Single', ten: 'Ten' };

/** Entries per page of a member's summon history. */
export const SUMMON_HISTORY_PAGE_SIZE = 20;

/** Banners the log form offers: the latest ones started. */
export const SUMMON_BANNER_CHOICES = 40;

/** Pity thresholds an admin may set: from one pull up to this many. */
export const PITY_MAX = 1000;

/** The pity rules seeded for every banner type (fictional values) until an admin changes them. */
export const DEFAULT_PITY_RULES: Record<
  BannerType,
  { softPity: number; hardPity: number; resetRarity: Rarity }
> = {
  limited: { softPity: 70, hardPity: 90, resetRarity: 'LR' },
  rerun: { softPity: 70, hardPity: 90, resetRarity: 'LR' },
  standard: { softPity: 60, hardPity: 80, resetRarity: 'GR' },
  collaboration: { softPity: 50, hardPity: 70, resetRarity: 'LR' },
};

/**
 * The rates the game states per pull, in percent, per rarity (fictional): the community figures
 * set what members saw against them.
 */
export const STATED_RARITY_RATES: Record<Rarity, number> = {
  LR: 0.6,
  GR: 1.4,
  UR: 5,
  SSR: 13,
  SR: 30,
  R: 50,
};

/** The name and version of the summoning record's export file. */
export const SUMMON_EXPORT_FORMAT = 'heroes-haven/summoning-record';
export const SUMMON_EXPORT_VERSION = 1;
/** Most entries one import may hold. */
export const SUMMON_IMPORT_MAX_ENTRIES = 5000;
/** Most refusals an import report lists; the count still says how many there were. */
export const SUMMON_IMPORT_MAX_REPORTED = 200;
