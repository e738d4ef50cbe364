import { z } from 'zod';
import { commaListParam, imageUrlInput, pageOf } from '../common/schemas.ts';
import { slugifyName } from '../common/slug.ts';
import { VersionSchema } from '../common/versions.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { ContentLanguageQuerySchema, UntranslatedSchema } from '../i18n/translations.ts';
import { CommentMentionsSchema, MentionCardSchema } from '../mentions/schemas.ts';
import {
  BUILD_ENTRY_NOTE_MAX_LENGTH,
  BUILD_NOTES_MAX_LENGTH,
  HERO_BUILD_MAX_ENTRIES,
  HERO_CLASSES,
  HERO_ROLES,
  HERO_STAT_MAX,
  HERO_STATS,
  HERO_TEAMMATES_MAX,
  RARITIES,
  SKILL_COOLDOWN_MAX,
  SKILL_TYPES,
  VOTE_TYPES,
} from './constants.ts';
import { HERO_MESSAGES as M, SKILL_DEPTH_MESSAGES } from './messages.ts';
import {
  HERO_COMMENT_MAX_LENGTH,
  HERO_COMMENT_MIN_LENGTH,
  HERO_COMMENT_PAGE_LIMIT,
  RESERVED_HERO_SLUGS,
} from './rules.ts';
import {
  hasDistinctUpgradeRanks,
  SkillLevelsInputSchema,
  SkillUpgradeNoteSchema,
  SkillUpgradeRankSchema,
} from './skill-depth.ts';
import { HeroStatRangesSchema, HeroStatsBlockSchema } from './stat-schemas.ts';

export const HeroClassSchema = z.enum(HERO_CLASSES);
export const RaritySchema = z.enum(RARITIES);
export const HeroRoleSchema = z.enum(HERO_ROLES);
export const SkillTypeSchema = z.enum(SKILL_TYPES);

/** How the collection is ordered; `tier` orders by the editors' tiers in the chosen mode. */
export const HERO_SORTS = ['rarity', 'name', 'rating', 'newest', 'tier'] as const;
export const HeroSortSchema = z.enum(HERO_SORTS);
export type HeroSort = z.infer<typeof HeroSortSchema>;

export const HeroListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  class: commaListParam(HeroClassSchema),
  rarity: commaListParam(RaritySchema),
  role: commaListParam(HeroRoleSchema),
  sort: HeroSortSchema.default('rarity'),
  /** The game mode (its slug) the Tier sort reads; without one, the first mode. */
  mode: z.string().trim().max(60).optional(),
  /** The compact view lists many more heroes a page (HEROES_COMPACT_PAGE_SIZE). */
  view: z.enum(['grid', 'compact']).default('grid'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** The page's language: the search also looks in the heroes' skills in it. */
  ...ContentLanguageQuerySchema.shape,
});
export type HeroListQuery = z.input<typeof HeroListQuerySchema>;

export const HeroSkillSchema = z.object({
  name: z.string(),
  description: z.string(),
  type: SkillTypeSchema,
  /** Turns before it can be used again; 0 for every turn. */
  cooldown: z.number().int(),
});
export type HeroSkill = z.infer<typeof HeroSkillSchema>;

/** A hero as shown on a card. */
export const HeroCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  class: HeroClassSchema,
  rarity: RaritySchema,
  roles: z.array(z.string()),
  imageUrl: z.string().nullable(),
  averageRating: z.number(),
  totalRatings: z.number().int(),
});
export type HeroCard = z.infer<typeof HeroCardSchema>;

/** A card in the collection: with the Tier sort, its tier in the chosen mode (null when unranked). */
export const HeroListItemSchema = HeroCardSchema.extend({ tier: z.string().nullable() });
export type HeroListItem = z.infer<typeof HeroListItemSchema>;

export const HeroListResponseSchema = pageOf(HeroListItemSchema);
export type HeroListResponse = z.infer<typeof HeroListResponseSchema>;

export const HeroStatsSchema = z.object({
  total: z.number().int(),
  byClass: z.record(z.string(), z.number().int()),
  byRole: z.record(z.string(), z.number().int()),
  byRarity: z.record(z.string(), z.number().int()),
});
export type HeroStats = z.infer<typeof HeroStatsSchema>;

/** A game database entry as a build names it: enough to picture it and link to its page. */
export const BuildEntrySchema = z.object({
  id: z.string(),
  category: z.string(),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  rarity: RaritySchema.nullable(),
});
export type BuildEntry = z.infer<typeof BuildEntrySchema>;

/** One item of a recommended build: the entry and why it fits. */
export const BuildItemSchema = z.object({ entry: BuildEntrySchema, note: z.string() });
export type BuildItem = z.infer<typeof BuildItemSchema>;

/** One level of a skill: its effect and what reaching it costs (level 1: the unlock). */
export const SkillLevelSchema = z.object({
  level: z.number().int(),
  value: z.string(),
  costs: z.array(z.object({ entry: BuildEntrySchema, quantity: z.number().int() })),
});
export type SkillLevel = z.infer<typeof SkillLevelSchema>;

/** Skills in depth: each skill's levels (by the skill's position), and the order to raise them. */
export const SkillDepthSchema = z.object({
  /** One list per skill, in the skills' order; empty for a skill without levels. */
  levels: z.array(z.array(SkillLevelSchema)),
  /** Skill positions, the one to raise first first. */
  upgradeOrder: z.array(z.number().int()),
  upgradeNote: z.string(),
});
export type SkillDepth = z.infer<typeof SkillDepthSchema>;

export const HeroDetailSchema = HeroCardSchema.extend({
  description: z.string(),
  skills: z.array(HeroSkillSchema),
  skillDepth: SkillDepthSchema,
  stats: HeroStatsBlockSchema,
  statRanges: HeroStatRangesSchema,
  build: z.array(BuildItemSchema),
  /** Sanitised HTML. */
  buildNotes: z.string(),
  /** The preview cards of the names the build notes hold. */
  mentions: z.array(MentionCardSchema),
  teammates: z.array(z.lazy(() => HeroPickerItemSchema)),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The edit version, sent back by the admin editor's save. */
  version: VersionSchema,
  /** The texts shown in English because they are not yet translated into the read's language. */
  untranslated: UntranslatedSchema,
});
export type HeroDetail = z.infer<typeof HeroDetailSchema>;

/** The admin editor's body: empty skills are dropped, half-filled ones refused. */
export const HeroInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, M.nameRequired)
    .max(60)
    .refine((name) => !RESERVED_HERO_SLUGS.includes(slugifyName(name)), M.nameReserved),
  class: HeroClassSchema.default('Guard'),
  rarity: RaritySchema.default('SR'),
  description: z.string().trim().max(2000).default(''),
  roles: z.array(HeroRoleSchema).max(5).default([]),
  imageUrl: imageUrlInput(M.imageUrlInvalid),
  stats: z
    .object(
      Object.fromEntries(
        HERO_STATS.map((stat) => [
          stat,
          z.coerce
            .number({ error: M.statRange })
            .int(M.statRange)
            .min(0, M.statRange)
            .max(HERO_STAT_MAX, M.statRange),
        ]),
      ) as Record<(typeof HERO_STATS)[number], z.ZodCoercedNumber>,
    )
    .default({ hp: 0, attack: 0, defense: 0, speed: 0 }),
  build: z
    .array(
      z.object({
        entryId: z.uuid(M.buildEntryUnknown),
        note: z.string().trim().max(BUILD_ENTRY_NOTE_MAX_LENGTH, M.buildNoteTooLong).default(''),
      }),
    )
    .max(HERO_BUILD_MAX_ENTRIES, M.buildTooMany)
    .refine((items) => new Set(items.map((item) => item.entryId)).size === items.length, M.buildRepeated)
    .default([]),
  /** Sanitised by the server before it is stored. */
  buildNotes: z.string().max(BUILD_NOTES_MAX_LENGTH, M.buildNotesTooLong).default(''),
  teammates: z
    .array(z.uuid(M.invalidHeroId))
    .max(HERO_TEAMMATES_MAX, M.teammatesTooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.teammatesRepeated)
    .default([]),
  skills: z
    .array(
      z.object({
        name: z.string().trim().max(80),
        description: z.string().trim().max(1000),
        type: SkillTypeSchema.default('Active'),
        cooldown: z.coerce
          .number({ error: M.cooldownRange })
          .int(M.cooldownRange)
          .min(0, M.cooldownRange)
          .max(SKILL_COOLDOWN_MAX, M.cooldownRange)
          .default(0),
        levels: SkillLevelsInputSchema,
        upgradeRank: SkillUpgradeRankSchema,
      }),
    )
    .max(12)
    .default([])
    .check((ctx) => {
      if (ctx.value.some((s) => (s.name === '') !== (s.description === ''))) {
        ctx.issues.push({ code: 'custom', message: M.skillIncomplete, input: ctx.value });
      }
      if (!hasDistinctUpgradeRanks(ctx.value.map((s) => s.upgradeRank))) {
        ctx.issues.push({ code: 'custom', message: SKILL_DEPTH_MESSAGES.rankRepeated, input: ctx.value });
      }
    })
    .transform((skills) => skills.filter((s) => s.name !== '' && s.description !== '')),
  /** The note under the skills' upgrade order. */
  upgradeNote: SkillUpgradeNoteSchema,
});
export type HeroInput = z.input<typeof HeroInputSchema>;

export const RatingSummarySchema = z.object({
  averageRating: z.number(),
  totalRatings: z.number().int(),
  /** Percent of ratings per star, keys '1' to '5'. */
  distribution: z.record(z.string(), z.number()),
  myRating: z.number().int().nullable(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const RateHeroRequestSchema = z.object({
  rating: z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
});

/**
 * A hero comment as typed, 5–500 characters once trimmed. The server then reduces it
 * to plain text (no tags, no links) and checks the shortest length again.
 */
export const HeroCommentContentSchema = z
  .string()
  .trim()
  .pipe(
    z.string().min(HERO_COMMENT_MIN_LENGTH, M.commentTooShort).max(HERO_COMMENT_MAX_LENGTH, M.commentTooLong),
  );

export const HeroCommentRequestSchema = z.object({
  content: HeroCommentContentSchema,
  /** The language a new comment is written in (English when absent); an edit keeps the comment's. */
  language: z.enum(LANGUAGE_CODES).optional(),
});

export const HeroCommentSortSchema = z.enum(['useful', 'recent']);
export type HeroCommentSort = z.infer<typeof HeroCommentSortSchema>;

export const HeroCommentListQuerySchema = z.object({
  sort: HeroCommentSortSchema.default('useful'),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(HERO_COMMENT_PAGE_LIMIT, 'Comment pages stop at page 1,000')
    .default(1),
});

export const VoteTypeSchema = z.enum(VOTE_TYPES);
export type VoteType = z.infer<typeof VoteTypeSchema>;

export const HeroCommentSchema = z.object({
  id: z.string(),
  heroId: z.string(),
  /** Blank once a moderator removed the comment, which `isRemoved` says. */
  content: z.string(),
  isRemoved: z.boolean(),
  /** The language it was written in. */
  language: z.enum(LANGUAGE_CODES),
  votesUp: z.number().int(),
  votesDown: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: z.object({ id: z.string(), username: z.string(), avatarUrl: z.string().nullable() }),
  userVote: VoteTypeSchema.nullable(),
});
export type HeroComment = z.infer<typeof HeroCommentSchema>;

/** A page of a hero's comments with the preview cards of the names they hold. */
export const HeroCommentListSchema = pageOf(HeroCommentSchema).extend({ mentions: CommentMentionsSchema });
export type HeroCommentList = z.infer<typeof HeroCommentListSchema>;

export const VoteRequestSchema = z.object({ voteType: VoteTypeSchema });
export const VoteResultSchema = z.object({
  votesUp: z.number().int(),
  votesDown: z.number().int(),
  userVote: VoteTypeSchema.nullable(),
});
export type VoteResult = z.infer<typeof VoteResultSchema>;

export const HeroPickerQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  exclude: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.uuid()).max(10)),
});
/** A hero as a picker or a team slot shows it: name, link and picture. */
export const HeroPickerItemSchema = HeroCardSchema.pick({
  id: true,
  name: true,
  slug: true,
  rarity: true,
  imageUrl: true,
});
export type HeroPickerItem = z.infer<typeof HeroPickerItemSchema>;
export const HeroPickerResponseSchema = z.object({ items: z.array(HeroPickerItemSchema) });
export type HeroPickerResponse = z.infer<typeof HeroPickerResponseSchema>;

/** A hero addressed by id; a malformed id gets the same text as an unknown one. */
export const HeroIdParamsSchema = z.object({ heroId: z.uuid(M.invalidHeroId) });
/** A hero page addressed by its slug. */
export const HeroSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
/** A hero comment addressed by id; a malformed id reads as not found. */
export const HeroCommentIdParamsSchema = z.object({ commentId: z.uuid(M.commentNotFound) });

/** The admin editor's answer after a create or an update: where the hero now lives. */
/** A saved hero: where it now lives and its new version, for the editor's next save. */
export const SavedHeroSchema = z.object({ id: z.string(), slug: z.string(), version: VersionSchema });
export type SavedHero = z.infer<typeof SavedHeroSchema>;
