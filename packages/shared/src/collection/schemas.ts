import { z } from 'zod';
import { commaListParam } from '../common/schemas.ts';
import { HERO_MESSAGES } from '../heroes/messages.ts';
import { HeroCardSchema, HeroClassSchema, RaritySchema } from '../heroes/schemas.ts';
import {
  COLLECTION_OWNED_FILTERS,
  COLLECTION_SORTS,
  COLLECTION_VISIBILITIES,
  HIGHEST_HERO_LEVEL,
  HIGHEST_HERO_STARS,
  MAX_COLLECTION_NOTE,
  MIN_HERO_LEVEL,
  MIN_HERO_STARS,
} from './constants.ts';
import { COLLECTION_MESSAGES as M } from './messages.ts';

export const CollectionVisibilitySchema = z.enum(COLLECTION_VISIBILITIES, { error: M.visibilityInvalid });

/** A hero's level: a whole number; its rarity's own range is checked by `entryRangeProblems`. */
export const HeroLevelSchema = z
  .number({ error: M.levelRequired })
  .int(M.levelWhole)
  .min(MIN_HERO_LEVEL, M.levelRange(MIN_HERO_LEVEL, HIGHEST_HERO_LEVEL))
  .max(HIGHEST_HERO_LEVEL, M.levelRange(MIN_HERO_LEVEL, HIGHEST_HERO_LEVEL));

/** A hero's stars: a whole number; its rarity's own range is checked by `entryRangeProblems`. */
export const HeroStarsSchema = z
  .number({ error: M.starsRequired })
  .int(M.starsRange(MIN_HERO_STARS, HIGHEST_HERO_STARS))
  .min(MIN_HERO_STARS, M.starsRange(MIN_HERO_STARS, HIGHEST_HERO_STARS))
  .max(HIGHEST_HERO_STARS, M.starsRange(MIN_HERO_STARS, HIGHEST_HERO_STARS));

/** A note on an owned hero: blank means none. */
export const CollectionNoteSchema = z
  .string()
  .trim()
  .max(MAX_COLLECTION_NOTE, M.noteTooLong)
  .nullable()
  .transform((note) => (note ? note : null));

/** What a member keeps about one hero they own. */
export const CollectionEntrySchema = z.object({
  level: z.number().int(),
  stars: z.number().int(),
  note: z.string().nullable(),
  isBuilding: z.boolean(),
  updatedAt: z.string(),
});
export type CollectionEntry = z.infer<typeof CollectionEntrySchema>;

/** A hero of the game as the collection lists it, with the member's entry when they own it. */
export const CollectionHeroSchema = HeroCardSchema.pick({
  id: true,
  name: true,
  slug: true,
  class: true,
  rarity: true,
  imageUrl: true,
}).extend({ entry: CollectionEntrySchema.nullable() });
export type CollectionHero = z.infer<typeof CollectionHeroSchema>;

/** The member's own collection: every hero, the owned ones with their entry, and who sees it. */
export const MyCollectionSchema = z.object({
  visibility: CollectionVisibilitySchema,
  heroes: z.array(CollectionHeroSchema),
});
export type MyCollection = z.infer<typeof MyCollectionSchema>;

export const CollectionHeroParamsSchema = z.object({ heroId: z.uuid(HERO_MESSAGES.invalidHeroId) });

/** One tap: the hero owned, or no longer. */
export const SetOwnedRequestSchema = z.object({ owned: z.boolean() });
export type SetOwnedRequest = z.infer<typeof SetOwnedRequestSchema>;

/** The edit sheet's save: the whole entry of one owned hero. */
export const SaveCollectionEntryRequestSchema = z.object({
  level: HeroLevelSchema,
  stars: HeroStarsSchema,
  note: CollectionNoteSchema,
  isBuilding: z.boolean(),
});
export type SaveCollectionEntryRequest = z.input<typeof SaveCollectionEntryRequestSchema>;

/** The answer to a tap or an edit: the hero's entry, null once it is no longer owned. */
export const CollectionEntryResultSchema = z.object({
  heroId: z.string(),
  entry: CollectionEntrySchema.nullable(),
});
export type CollectionEntryResult = z.infer<typeof CollectionEntryResultSchema>;

export const SetVisibilityRequestSchema = z.object({ visibility: CollectionVisibilitySchema });
export type SetVisibilityRequest = z.infer<typeof SetVisibilityRequestSchema>;

/** An owned hero as another member sees it: no note, which stays the owner's own. */
export const ShowcaseHeroSchema = HeroCardSchema.pick({
  id: true,
  name: true,
  slug: true,
  class: true,
  rarity: true,
  imageUrl: true,
}).extend({ level: z.number().int(), stars: z.number().int(), isBuilding: z.boolean() });
export type ShowcaseHero = z.infer<typeof ShowcaseHeroSchema>;

/**
 * A member's collection as someone else reads it: `canSee` false (with the reason's text) when
 * its visibility keeps the reader out, so the profile says so instead of failing.
 */
export const MemberCollectionSchema = z.object({
  visibility: CollectionVisibilitySchema,
  canSee: z.boolean(),
  message: z.string().nullable(),
  heroes: z.array(ShowcaseHeroSchema),
  totalHeroes: z.number().int(),
});
export type MemberCollection = z.infer<typeof MemberCollectionSchema>;

/** The collection page's filters and order, read from its address. */
export const CollectionQuerySchema = z.object({
  owned: z.enum(COLLECTION_OWNED_FILTERS).catch('all').default('all'),
  rarity: commaListParam(RaritySchema).catch([]),
  class: commaListParam(HeroClassSchema).catch([]),
  sort: z.enum(COLLECTION_SORTS).catch('rarity').default('rarity'),
});
export type CollectionQuery = z.output<typeof CollectionQuerySchema>;

/** The community's share of members who own a hero. */
export const HeroOwnershipShareSchema = z.object({
  owners: z.number().int(),
  members: z.number().int(),
  percent: z.number().int(),
});
export type HeroOwnershipShare = z.infer<typeof HeroOwnershipShareSchema>;

/** The member's own entry for one hero, for the hero page (null when not owned). */
export const MyHeroEntrySchema = z.object({ entry: CollectionEntrySchema.nullable() });
export type MyHeroEntry = z.infer<typeof MyHeroEntrySchema>;

/** The ids of the heroes the member owns: pickers and lists mark and filter by them. */
export const OwnedHeroIdsSchema = z.object({ heroIds: z.array(z.string()) });
export type OwnedHeroIds = z.infer<typeof OwnedHeroIdsSchema>;
