import { z } from 'zod';
import { HeroCardSchema, HeroListQuerySchema } from '../heroes/schemas.ts';
import {
  GAME_MODE_DESCRIPTION_MAX_LENGTH,
  GAME_MODE_NAME_MAX_LENGTH,
  TIER_CHANGE_NOTE_MAX_LENGTH,
  TIER_REASON_MAX_LENGTH,
  TIERS,
} from './constants.ts';
import { TIER_LIST_MESSAGES as M } from './messages.ts';

export const TierSchema = z.enum(TIERS);

/** A game mode as lists and the mode picker show it. */
export const GameModeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  position: z.number().int(),
});
export type GameMode = z.infer<typeof GameModeSchema>;
export const GameModeListSchema = z.object({ items: z.array(GameModeSchema) });
export type GameModeList = z.infer<typeof GameModeListSchema>;

/** The admin's body to add or rename a mode. */
export const GameModeInputSchema = z.object({
  name: z.string().trim().min(1, M.modeNameRequired).max(GAME_MODE_NAME_MAX_LENGTH, M.modeNameTooLong),
  description: z.string().trim().max(GAME_MODE_DESCRIPTION_MAX_LENGTH, M.modeDescriptionTooLong).default(''),
  position: z.coerce.number().int().min(0).max(100).default(0),
});
export type GameModeInput = z.input<typeof GameModeInputSchema>;
export const GameModeIdParamsSchema = z.object({ modeId: z.uuid(M.modeNotFound) });

/** The tier list page's address: the mode and the same filters as the collection. */
export const TierListQuerySchema = HeroListQuerySchema.pick({ class: true, role: true, rarity: true }).extend(
  {
    /** The mode's slug; without one, the first mode. */
    mode: z.string().trim().max(60).optional(),
  },
);
export type TierListQuery = z.input<typeof TierListQuerySchema>;

/**
 * A hero on the tier list: its card, whose rating (the shared averageRating with its count) is the
 * community column, shown once the hero is ranked (isRatingRanked).
 */
export const TierHeroSchema = HeroCardSchema.extend({
  /** The editors' reason for this place; empty when none is written, or the hero is not ranked. */
  reason: z.string(),
  /** The hero's latest move in this mode when it is recent, for the list's arrow. */
  recentMove: z.object({ from: TierSchema.nullable(), at: z.string() }).nullable(),
});
export type TierHero = z.infer<typeof TierHeroSchema>;

export const TierChangeSchema = z.object({
  id: z.string(),
  note: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type TierChange = z.infer<typeof TierChangeSchema>;

/** One mode's tier list: each tier's heroes in the editors' order, then the unranked ones. */
export const TierListSchema = z.object({
  mode: GameModeSchema,
  /** Sent back with a save, so a save from an older copy is refused. */
  version: z.number().int(),
  updatedAt: z.string(),
  tiers: z.array(z.object({ tier: TierSchema, heroes: z.array(TierHeroSchema) })),
  unranked: z.array(TierHeroSchema),
  changes: z.array(TierChangeSchema),
});
export type TierList = z.infer<typeof TierListSchema>;

/**
 * The editor's save: every placed hero in order (the order within a tier is the order here),
 * the version it was opened at and a note of what changed.
 */
export const TierListSaveSchema = z.object({
  version: z.number().int().min(0),
  note: z.string().trim().min(1, M.noteRequired).max(TIER_CHANGE_NOTE_MAX_LENGTH, M.noteTooLong),
  placements: z
    .array(
      z.object({
        heroId: z.uuid(M.unknownHero),
        tier: TierSchema,
        reason: z.string().trim().max(TIER_REASON_MAX_LENGTH, M.reasonTooLong).default(''),
      }),
      { error: M.placementsInvalid },
    )
    .max(10_000)
    .refine((items) => new Set(items.map((item) => item.heroId)).size === items.length, M.placementsInvalid),
});
export type TierListSave = z.infer<typeof TierListSaveSchema>;
export type TierListSaveInput = z.input<typeof TierListSaveSchema>;

/** One move in a hero's tier history: from and to (null: not ranked), when, and the save's note. */
export const TierMoveSchema = z.object({
  id: z.string(),
  from: TierSchema.nullable(),
  to: TierSchema.nullable(),
  note: z.string(),
  at: z.string(),
});
export type TierMove = z.infer<typeof TierMoveSchema>;

/** A hero's tier in each mode, for the hero page. */
export const HeroTiersSchema = z.object({
  items: z.array(
    z.object({
      mode: GameModeSchema.pick({ name: true, slug: true }),
      tier: TierSchema.nullable(),
      /** The editors' reason for the tier; empty when none is written. */
      reason: z.string(),
      /** The hero's latest moves in this mode, newest first. */
      history: z.array(TierMoveSchema),
    }),
  ),
});
export type HeroTiers = z.infer<typeof HeroTiersSchema>;

/** The answer to a save: the mode's new version, for the next save from the same editor. */
export const TierListSavedSchema = z.object({ version: z.number().int() });
export type TierListSaved = z.infer<typeof TierListSavedSchema>;

/** The home page's teaser: the first mode's top tier that has heroes, or null with no placements. */
export const TierTeaserSchema = z.object({
  teaser: z
    .object({
      mode: GameModeSchema.pick({ name: true, slug: true }),
      tier: TierSchema,
      heroes: z.array(
        z.object({ id: z.string(), name: z.string(), slug: z.string(), imageUrl: z.string().nullable() }),
      ),
      /** How many heroes the tier holds, shown or not. */
      total: z.number().int(),
    })
    .nullable(),
});
export type TierTeaser = z.infer<typeof TierTeaserSchema>;
