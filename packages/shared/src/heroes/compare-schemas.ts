import { z } from 'zod';
import { HERO_MESSAGES as M } from './messages.ts';
import { HeroCardSchema, HeroSkillSchema } from './schemas.ts';
import { HeroStatRangesSchema, HeroStatsBlockSchema } from './stat-schemas.ts';

/** The heroes to compare, by slug in the address (`?heroes=a,b,c`): two to four, each once. */
export const HeroCompareQuerySchema = z.object({
  heroes: z
    .string({ error: M.compareCount })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((slug) => slug.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(120)).min(2, M.compareCount).max(4, M.compareCount)),
});

/** One hero as the comparison shows it. */
export const ComparedHeroSchema = HeroCardSchema.extend({
  stats: HeroStatsBlockSchema,
  skills: z.array(HeroSkillSchema),
  /** The editors' tier in each mode, by mode slug; a mode without a placement is absent. */
  tiers: z.record(z.string(), z.string()),
});
export type ComparedHero = z.infer<typeof ComparedHeroSchema>;

/** The comparison: the heroes found in the order asked, the roster's stat ranges and the modes. */
export const HeroCompareResponseSchema = z.object({
  heroes: z.array(ComparedHeroSchema),
  statRanges: HeroStatRangesSchema,
  modes: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type HeroCompareResponse = z.infer<typeof HeroCompareResponseSchema>;
