import { z } from 'zod';
import { DatabaseCategorySchema } from '../game-database/schemas.ts';
import { HeroClassSchema, RaritySchema } from '../heroes/schemas.ts';
import { QUICK_SEARCH_MAX_LENGTH } from './constants.ts';
import { SEARCH_MESSAGES } from './messages.ts';

/**
 * The quick search's query: the term, trimmed. A missing or too-short term is not an error:
 * the server answers empty groups (see QUICK_SEARCH_MIN_LENGTH); a too-long one is refused.
 */
export const QuickSearchQuerySchema = z.object({
  q: z.string().trim().max(QUICK_SEARCH_MAX_LENGTH, SEARCH_MESSAGES.tooLong).default(''),
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

/**
 * Up to QUICK_SEARCH_GROUP_SIZE matches per group, exact and prefix matches first;
 * `q` is the term as searched (trimmed).
 */
export const QuickSearchResponseSchema = z.object({
  q: z.string(),
  heroes: z.array(QuickSearchHeroSchema),
  entries: z.array(QuickSearchEntrySchema),
  guides: z.array(QuickSearchGuideSchema),
  members: z.array(QuickSearchMemberSchema),
});
export type QuickSearchResponse = z.infer<typeof QuickSearchResponseSchema>;
