import { z } from 'zod';
import { BANNER_TYPES } from '../banners/constants.ts';
import { pageOf } from '../common/schemas.ts';
import { RARITIES } from '../heroes/constants.ts';
import { HeroPickerItemSchema } from '../heroes/schemas.ts';
import {
  PITY_MAX,
  SUMMON_EXPORT_FORMAT,
  type SUMMON_EXPORT_VERSION,
  SUMMON_IMPORT_MAX_ENTRIES,
  SUMMON_KIND_PULLS,
  SUMMON_KINDS,
} from './constants.ts';
import { SUMMON_MESSAGES as M } from './messages.ts';

export const SummonKindSchema = z.enum(SUMMON_KINDS, M.invalidKind);
export const SummonBannerTypeSchema = z.enum(BANNER_TYPES, M.invalidBannerType);
export const SummonRaritySchema = z.enum(RARITIES, M.invalidRarity);

/**
 * One pull's result: the hero it gave (its rarity must be the hero's) or, for a pull that gave no
 * hero worth naming, only the rarity ('Other').
 */
export const SummonResultInputSchema = z.object({
  heroId: z.uuid(M.unknownHero).nullable().default(null),
  rarity: SummonRaritySchema,
});
export type SummonResultInput = z.input<typeof SummonResultInputSchema>;

/** An instant no later than a minute from now (clocks differ a little). */
const pastInstant = z.iso
  .datetime({ offset: true, error: M.invalidDate })
  .refine((value) => Date.parse(value) <= Date.now() + 60_000, M.futureDate);

/**
 * A summon to log or save over an entry: a banner (which gives the type) or a banner type alone,
 * single or ten, its results in order, and when it was made.
 */
export const SummonEntryInputSchema = z
  .object({
    bannerId: z.uuid(M.invalidBanner).nullable().default(null),
    bannerType: SummonBannerTypeSchema,
    kind: SummonKindSchema,
    results: z.array(SummonResultInputSchema).min(1).max(10),
    summonedAt: pastInstant,
  })
  .superRefine((entry, context) => {
    const expected = SUMMON_KIND_PULLS[entry.kind];
    if (entry.results.length !== expected) {
      context.addIssue({ code: 'custom', path: ['results'], message: M.wrongResultCount(expected) });
    }
  });
export type SummonEntryInput = z.input<typeof SummonEntryInputSchema>;

export const SummonEntryParamsSchema = z.object({ entryId: z.uuid(M.notFound) });

/** A banner as an entry names it. */
export const SummonBannerSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const SummonResultSchema = z.object({
  position: z.number().int(),
  rarity: z.enum(RARITIES),
  hero: HeroPickerItemSchema.nullable(),
});
export type SummonResult = z.infer<typeof SummonResultSchema>;

/** One logged summon, as its owner sees it. */
export const SummonEntrySchema = z.object({
  id: z.string(),
  banner: SummonBannerSchema.nullable(),
  bannerType: z.enum(BANNER_TYPES),
  kind: z.enum(SUMMON_KINDS),
  summonedAt: z.string(),
  results: z.array(SummonResultSchema),
});
export type SummonEntry = z.infer<typeof SummonEntrySchema>;

const emptyToUndefined = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((v) => (v === '' ? undefined : (v as z.output<T> | undefined)));

/** The history's address: banner type, banner, a rarity seen in the entry, and the page. */
export const SummonHistoryQuerySchema = z.object({
  type: emptyToUndefined(SummonBannerTypeSchema),
  banner: emptyToUndefined(z.uuid(M.invalidBanner)),
  rarity: emptyToUndefined(SummonRaritySchema),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SummonHistoryQuery = z.input<typeof SummonHistoryQuerySchema>;

export const SummonHistorySchema = pageOf(SummonEntrySchema).extend({
  /** The banners the member logged summons on, for the banner filter. */
  banners: z.array(SummonBannerSchema),
});
export type SummonHistory = z.infer<typeof SummonHistorySchema>;

const pityThreshold = z
  .number({ error: M.invalidPity })
  .int(M.invalidPity)
  .min(1, M.invalidPity)
  .max(PITY_MAX, M.invalidPity);

/** An admin's pity rule for one banner type: soft and hard thresholds and the rarity that resets. */
export const PityRuleInputSchema = z
  .object({ softPity: pityThreshold, hardPity: pityThreshold, resetRarity: SummonRaritySchema })
  .refine((rule) => rule.softPity <= rule.hardPity, { path: ['softPity'], message: M.softAfterHard });
export type PityRuleInput = z.infer<typeof PityRuleInputSchema>;

export const PityRuleParamsSchema = z.object({ bannerType: SummonBannerTypeSchema });

export const PityRuleSchema = z.object({
  bannerType: z.enum(BANNER_TYPES),
  softPity: z.number().int(),
  hardPity: z.number().int(),
  resetRarity: z.enum(RARITIES),
});
export type PityRule = z.infer<typeof PityRuleSchema>;
export const PityRulesSchema = z.object({ items: z.array(PityRuleSchema) });

/** A member's pity count on one banner type, with that type's rule. */
export const PityCountSchema = PityRuleSchema.extend({ pulls: z.number().int() });
export type PityCount = z.infer<typeof PityCountSchema>;
export const PityCountsSchema = z.object({ items: z.array(PityCountSchema) });
export type PityCounts = z.infer<typeof PityCountsSchema>;

/** The member's own summon log settings. */
export const SummonSettingsSchema = z.object({ shareFigures: z.boolean() });
export type SummonSettings = z.infer<typeof SummonSettingsSchema>;

/** The banners the log form offers. */
export const SummonBannerChoicesSchema = z.object({
  items: z.array(SummonBannerSchema.extend({ type: z.enum(BANNER_TYPES) })),
});
export type SummonBannerChoices = z.infer<typeof SummonBannerChoicesSchema>;

// The export file ------------------------------------------------------------------------------

/** One entry of the export file: banners and heroes named by their slugs, so the file moves between sites' accounts. */
export const SummonFileEntrySchema = z
  .object({
    banner: z.string().trim().min(1).max(200).nullable().default(null),
    bannerType: SummonBannerTypeSchema,
    kind: SummonKindSchema,
    summonedAt: pastInstant,
    results: z
      .array(
        z.object({
          hero: z.string().trim().min(1).max(200).nullable().default(null),
          rarity: SummonRaritySchema,
        }),
      )
      .min(1)
      .max(10),
  })
  .superRefine((entry, context) => {
    const expected = SUMMON_KIND_PULLS[entry.kind];
    if (entry.results.length !== expected) {
      context.addIssue({ code: 'custom', path: ['results'], message: M.wrongResultCount(expected) });
    }
  });
export type SummonFileEntry = z.input<typeof SummonFileEntrySchema>;

/** The file's frame; its entries are checked one by one, so each refusal names its line. */
export const SummonFileSchema = z.object({
  format: z.literal(SUMMON_EXPORT_FORMAT, M.invalidFile),
  version: z.number(M.invalidFile).int(M.invalidFile),
  exportedAt: z.string().optional(),
  entries: z
    .array(z.unknown(), M.invalidFile)
    .max(SUMMON_IMPORT_MAX_ENTRIES, M.tooManyEntries(SUMMON_IMPORT_MAX_ENTRIES)),
});

/** What the download holds (documented in docs/summon-log-format.md). */
export type SummonFile = {
  format: typeof SUMMON_EXPORT_FORMAT;
  version: typeof SUMMON_EXPORT_VERSION;
  exportedAt: string;
  entries: z.output<typeof SummonFileEntrySchema>[];
};

export const SummonImportRequestSchema = z.object({
  file: z.unknown(),
  /** Write the accepted entries even when some are refused. */
  acceptedOnly: z.boolean().default(false),
});
export type SummonImportRequest = z.input<typeof SummonImportRequestSchema>;

export const SummonImportRefusalSchema = z.object({ line: z.number().int(), message: z.string() });
export const SummonImportResultSchema = z.object({
  imported: z.number().int(),
  refusedCount: z.number().int(),
  refused: z.array(SummonImportRefusalSchema),
});
export type SummonImportResult = z.infer<typeof SummonImportResultSchema>;

// Community figures ----------------------------------------------------------------------------

export const SummonFiguresSchema = z.object({
  members: z.number().int(),
  pulls: z.number().int(),
  /** Per banner type: summons made per featured hero obtained (null when none was obtained). */
  perFeatured: z.array(
    z.object({
      bannerType: z.enum(BANNER_TYPES),
      pulls: z.number().int(),
      featuredObtained: z.number().int(),
      pullsPerFeatured: z.number().nullable(),
    }),
  ),
  /** Per rarity, best first: the stated rate and the rate members saw, in percent. */
  rates: z.array(
    z.object({
      rarity: z.enum(RARITIES),
      count: z.number().int(),
      stated: z.number(),
      seen: z.number().nullable(),
    }),
  ),
  generatedAt: z.string(),
});
export type SummonFigures = z.infer<typeof SummonFiguresSchema>;
