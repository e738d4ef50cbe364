import { z } from 'zod';
import { pageOf } from '../common/schemas.ts';
import { HeroPickerItemSchema } from '../heroes/schemas.ts';
import { MentionCardSchema } from '../mentions/schemas.ts';
import {
  TEAM_BUILD_FILTERS,
  TEAM_NAME_MAX_LENGTH,
  TEAM_NOTES_MAX_LENGTH,
  TEAM_SIZE,
  TEAM_SORTS,
  TEAM_VISIBILITIES,
} from './constants.ts';
import { TEAM_MESSAGES as M } from './messages.ts';

/**
 * A new or edited team: its name, the ids of its five heroes by position (the first id
 * is position 1; each hero at most once), an optional game mode and plain-text notes.
 */
export const CreateTeamRequestSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(TEAM_NAME_MAX_LENGTH, M.nameTooLong),
  heroIds: z
    .array(z.uuid(M.heroesRequired), { error: M.heroesRequired })
    .length(TEAM_SIZE, M.heroesRequired)
    .refine((ids) => new Set(ids).size === ids.length, M.duplicateHero),
  /** A game mode's id; null (or left out) for none. */
  modeId: z.uuid(M.unknownMode).nullable().default(null),
  notes: z.string().trim().max(TEAM_NOTES_MAX_LENGTH, M.notesTooLong).default(''),
  /** Who finds it; public when left out. */
  visibility: z.enum(TEAM_VISIBILITIES, { error: M.unknownVisibility }).default('public'),
});
export type CreateTeamRequest = z.input<typeof CreateTeamRequestSchema>;
/** An owner's edit replaces them all; the slug stays. */
export const UpdateTeamRequestSchema = CreateTeamRequestSchema;
export type UpdateTeamRequest = CreateTeamRequest;

/** A hero of a team; `hero` is null when the hero has since been deleted ('Unknown Hero'). */
export const TeamMemberSchema = z.object({
  position: z.number().int().min(1).max(TEAM_SIZE),
  hero: HeroPickerItemSchema.nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** Who made a team; null when the member's account is gone. */
export const TeamCreatorSchema = z.object({ id: z.string(), username: z.string() }).nullable();

/** A team's game mode; null when it has none (or its mode was deleted). */
export const TeamModeSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable();
export type TeamMode = z.infer<typeof TeamModeSchema>;

/** A team with its heroes by position, mode, notes and votes, as its page, cards and My Teams show it. */
export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  creator: TeamCreatorSchema,
  heroes: z.array(TeamMemberSchema),
  mode: TeamModeSchema,
  notes: z.string(),
  visibility: z.enum(TEAM_VISIBILITIES),
  voteCount: z.number().int(),
  /** Whether the viewer voted for it; always false for a visitor. */
  myVote: z.boolean(),
});
export type Team = z.infer<typeof TeamSchema>;

/** A team's page: the team with the preview cards of the names its notes hold. */
export const TeamPageSchema = TeamSchema.extend({ mentions: z.array(MentionCardSchema) });
export type TeamPage = z.infer<typeof TeamPageSchema>;

export const MyTeamsSchema = z.object({ items: z.array(TeamSchema) });
export type MyTeams = z.infer<typeof MyTeamsSchema>;

/** A card of the public gallery and a profile: the whole team. */
export const PublicTeamCardSchema = TeamSchema;
export type PublicTeamCard = Team;

export const PublicTeamsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** Only teams that include this hero (its id). */
  hero: z.uuid(M.unknownHero).optional(),
  /** Only teams for this game mode (its slug). */
  mode: z.string().trim().max(60).optional(),
  /** Only teams made by this member (their username). */
  member: z.string().trim().max(60).optional(),
  sort: z.enum(TEAM_SORTS).catch('newest').default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PublicTeamsQuery = z.input<typeof PublicTeamsQuerySchema>;

export const PublicTeamsResponseSchema = pageOf(PublicTeamCardSchema);
export type PublicTeamsResponse = z.infer<typeof PublicTeamsResponseSchema>;

/** 'Teams I can build': the gallery's search, filters, sort and page, and how near a team must be. */
export const BuildableTeamsQuerySchema = PublicTeamsQuerySchema.extend({
  build: z.enum(TEAM_BUILD_FILTERS, { error: M.unknownBuildFilter }).default('ready'),
});
export type BuildableTeamsQuery = z.input<typeof BuildableTeamsQuerySchema>;

/** A team the member can build (`missing` 0) or is one hero short of (`missing` 1, that hero named). */
export const BuildableTeamCardSchema = TeamSchema.extend({
  missing: z.number().int().min(0).max(1),
  /** The hero they lack; null when they lack none, or when that place's hero was deleted. */
  missingHero: HeroPickerItemSchema.nullable(),
});
export type BuildableTeamCard = z.infer<typeof BuildableTeamCardSchema>;

export const BuildableTeamsResponseSchema = pageOf(BuildableTeamCardSchema).extend({
  /** How many heroes the member owns: with none there is nothing to build from yet. */
  ownedHeroes: z.number().int(),
});
export type BuildableTeamsResponse = z.infer<typeof BuildableTeamsResponseSchema>;

export const TeamSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
/** A team addressed by id; a malformed id reads as not found. */
export const TeamIdParamsSchema = z.object({ teamId: z.uuid(M.notFound) });

/** A vote's outcome: the team's kept count and whether the viewer now votes for it. */
export const TeamVoteSchema = z.object({ voteCount: z.number().int(), myVote: z.boolean() });
export type TeamVote = z.infer<typeof TeamVoteSchema>;

/** A team's fields once checked, as the server saves them. */
export type TeamInput = z.output<typeof CreateTeamRequestSchema>;
