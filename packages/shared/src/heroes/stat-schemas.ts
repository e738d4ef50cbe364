import { z } from 'zod';
import { HERO_STATS } from './constants.ts';

/** A hero's base stats (HP, Attack, Defense, Speed). */
export const HeroStatsBlockSchema = z.object(
  Object.fromEntries(HERO_STATS.map((stat) => [stat, z.number().int()])) as Record<
    (typeof HERO_STATS)[number],
    z.ZodNumber
  >,
);
export type HeroStatsBlock = z.infer<typeof HeroStatsBlockSchema>;

/** The lowest and highest value of each stat across the roster, to scale stat bars against. */
export const HeroStatRangesSchema = z.object(
  Object.fromEntries(
    HERO_STATS.map((stat) => [stat, z.object({ min: z.number(), max: z.number() })]),
  ) as Record<(typeof HERO_STATS)[number], z.ZodObject<{ min: z.ZodNumber; max: z.ZodNumber }>>,
);
export type HeroStatRanges = z.infer<typeof HeroStatRangesSchema>;
