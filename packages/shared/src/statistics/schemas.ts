import { z } from 'zod';

/** A count under a label (a hero class, a rarity, a tag, a database category). */
export const LabelledCountSchema = z.object({ label: z.string(), count: z.number().int() });
export type LabelledCount = z.infer<typeof LabelledCountSchema>;

/** A hero with a count (how often it was picked in teams). */
export const HeroCountSchema = z.object({ name: z.string(), slug: z.string(), count: z.number().int() });
export type HeroCount = z.infer<typeof HeroCountSchema>;

/** A hero with how many banners featured it and the days since the last one ended (0 while one runs). */
export const BannerHeroCountSchema = z.object({
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
  daysSinceLast: z.number().int(),
});
export type BannerHeroCount = z.infer<typeof BannerHeroCountSchema>;

/** A hero with its rating (the shared averageRating: one decimal) and number of ratings. */
export const RatedHeroSchema = z.object({
  name: z.string(),
  slug: z.string(),
  average: z.number(),
  count: z.number().int(),
});
export type RatedHero = z.infer<typeof RatedHeroSchema>;

/** Members who joined in the week starting on `weekStart` (a Monday, `YYYY-MM-DD`, UTC). */
export const WeekCountSchema = z.object({ weekStart: z.string(), count: z.number().int() });
export type WeekCount = z.infer<typeof WeekCountSchema>;

/** Comments posted on `date` (`YYYY-MM-DD`, UTC): on hero pages and on profile walls. */
export const DayCommentsSchema = z.object({
  date: z.string(),
  heroComments: z.number().int(),
  wallComments: z.number().int(),
});
export type DayComments = z.infer<typeof DayCommentsSchema>;

/** How many heroes one game mode ranks in each tier (labels S+ to D, then 'Not ranked'). */
export const ModeTiersSchema = z.object({
  mode: z.string(),
  slug: z.string(),
  tiers: z.array(LabelledCountSchema),
});
export type ModeTiers = z.infer<typeof ModeTiersSchema>;

/** The whole /statistics page in one answer. */
export const StatisticsSchema = z.object({
  /** Every hero class in the collection's order, zeros included. */
  heroesByClass: z.array(LabelledCountSchema),
  /** Every hero role, zeros included; a hero with two roles counts in both. */
  heroesByRole: z.array(LabelledCountSchema),
  /** Every rarity from LR down to R, zeros included. */
  heroesByRarity: z.array(LabelledCountSchema),
  /** How many ratings gave 1, 2, 3, 4 and 5 stars (labels '1' to '5'). */
  ratings: z.array(LabelledCountSchema),
  /** The highest average ratings among heroes with enough ratings, best first. */
  topRatedHeroes: z.array(RatedHeroSchema),
  /** Heroes most often in members' Game Teams, most picked first. */
  gameTeamPicks: z.array(HeroCountSchema),
  /** Heroes most often in shared teams, most picked first. */
  sharedTeamPicks: z.array(HeroCountSchema),
  /** Heroes featured on the most banners so far, most featured first. */
  bannersPerHero: z.array(BannerHeroCountSchema),
  /** One point per week, oldest first, the current week last. */
  membersPerWeek: z.array(WeekCountSchema),
  /** One point per day, oldest first, today last. */
  commentsPerDay: z.array(DayCommentsSchema),
  /** The most used tags of approved guides, most used first. */
  guidesByTag: z.array(LabelledCountSchema),
  /** Every database category in menu order, zeros included. */
  databaseEntries: z.array(LabelledCountSchema),
  /** Every game mode in the tier list's order, with its heroes per tier. */
  heroesPerTier: z.array(ModeTiersSchema),
  /** When the figures were computed (ISO 8601). */
  generatedAt: z.string(),
});
export type Statistics = z.infer<typeof StatisticsSchema>;
