import { z } from 'zod';
import { DatabaseCategorySchema } from '../game-database/schemas.ts';
import { HeroClassSchema, RaritySchema } from '../heroes/schemas.ts';
import { ContentLanguageQuerySchema } from '../i18n/translations.ts';
import { OfficialContentTypeSchema } from '../official-content/schemas.ts';
import { QUICK_SEARCH_MAX_LENGTH } from './constants.ts';
import { SEARCH_MESSAGES } from './messages.ts';

/**
 * The quick search's query: the term, trimmed. A missing or too-short term is not an error:
 * the server answers empty groups (see QUICK_SEARCH_MIN_LENGTH); a too-long one is refused.
 */
export const QuickSearchQuerySchema = z.object({
  q: z.string().trim().max(QUICK_SEARCH_MAX_LENGTH, SEARCH_MESSAGES.tooLong).default(''),
  /** The page's language: heroes are also found by their skills in it. */
  ...ContentLanguageQuerySchema.shape,
});
export type QuickSearchQuery = z.input<typeof QuickSearchQuerySchema>;

export const QuickSearchHeroSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  rarity: RaritySchema,
  class: HeroClassSchema,
  imageUrl: z.string().nullable(),
});
export type QuickSearchHero = z.infer<typeof QuickSearchHeroSchema>;

export const QuickSearchEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  category: DatabaseCategorySchema,
  categoryLabel: z.string(),
  rarity: RaritySchema.nullable(),
  imageUrl: z.string().nullable(),
});
export type QuickSearchEntry = z.infer<typeof QuickSearchEntrySchema>;

/** Approved guides only. */
export const QuickSearchGuideSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
});
export type QuickSearchGuide = z.infer<typeof QuickSearchGuideSchema>;

export const QuickSearchMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type QuickSearchMember = z.infer<typeof QuickSearchMemberSchema>;

/** Official news, updates and events. */
export const QuickSearchOfficialSchema = z.object({
  id: z.string(),
  type: OfficialContentTypeSchema,
  title: z.string(),
  slug: z.string(),
});
export type QuickSearchOfficial = z.infer<typeof QuickSearchOfficialSchema>;

/** A redeem code; `isActive` says whether players can use it now (switched on and not past its date). */
export const QuickSearchCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  rewards: z.string(),
  isActive: z.boolean(),
});
export type QuickSearchCode = z.infer<typeof QuickSearchCodeSchema>;

export const QuickSearchOutfitSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
});
export type QuickSearchOutfit = z.infer<typeof QuickSearchOutfitSchema>;

/** A team of the public gallery, with its creator's username when they still have an account. */
export const QuickSearchTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  creator: z.string().nullable(),
});
export type QuickSearchTeam = z.infer<typeof QuickSearchTeamSchema>;

/**
 * Up to QUICK_SEARCH_GROUP_SIZE matches per group, exact and prefix matches first (usable
 * codes before the others); `q` is the term as searched (trimmed).
 */
export const QuickSearchResponseSchema = z.object({
  q: z.string(),
  heroes: z.array(QuickSearchHeroSchema),
  entries: z.array(QuickSearchEntrySchema),
  guides: z.array(QuickSearchGuideSchema),
  members: z.array(QuickSearchMemberSchema),
  official: z.array(QuickSearchOfficialSchema),
  codes: z.array(QuickSearchCodeSchema),
  outfits: z.array(QuickSearchOutfitSchema),
  teams: z.array(QuickSearchTeamSchema),
});
export type QuickSearchResponse = z.infer<typeof QuickSearchResponseSchema>;
