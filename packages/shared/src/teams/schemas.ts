import { z } from 'zod';
import { pageOf } from '../common/schemas.ts';
import { HeroPickerItemSchema } from '../heroes/schemas.ts';
import { TEAM_NAME_MAX_LENGTH, TEAM_SIZE, TEAM_SORTS } from './constants.ts';
import { TEAM_MESSAGES as M } from './messages.ts';

/**
 * A new team: its name and the ids of its five heroes, by position (the first id
 * is position 1). Each hero at most once.
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
});
export type CreateTeamRequest = z.infer<typeof CreateTeamRequestSchema>;

/** A hero of a team; `hero` is null when the hero has since been deleted ('Unknown Hero'). */
export const TeamMemberSchema = z.object({
  position: z.number().int().min(1).max(TEAM_SIZE),
  hero: HeroPickerItemSchema.nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** Who made a team; null when the member's account is gone. */
export const TeamCreatorSchema = z.object({ id: z.string(), username: z.string() }).nullable();

/** A team with its heroes by position, as its page and My Teams show it. */
export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  creator: TeamCreatorSchema,
  heroes: z.array(TeamMemberSchema),
});
export type Team = z.infer<typeof TeamSchema>;

export const MyTeamsSchema = z.object({ items: z.array(TeamSchema) });
export type MyTeams = z.infer<typeof MyTeamsSchema>;

/** A card of the public gallery. */
export const PublicTeamCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  creator: TeamCreatorSchema,
  heroCount: z.number().int(),
  /** The image of the hero at the lowest position, if any. */
  imageUrl: z.string().nullable(),
});
export type PublicTeamCard = z.infer<typeof PublicTeamCardSchema>;

export const PublicTeamsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** Only teams that include this hero (its id). */
  hero: z.uuid(M.unknownHero).optional(),
  sort: z.enum(TEAM_SORTS).catch('newest').default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PublicTeamsQuery = z.input<typeof PublicTeamsQuerySchema>;

export const PublicTeamsResponseSchema = pageOf(PublicTeamCardSchema);
export type PublicTeamsResponse = z.infer<typeof PublicTeamsResponseSchema>;

export const TeamSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
/** A team addressed by id; a malformed id reads as not found. */
export const TeamIdParamsSchema = z.object({ teamId: z.uuid(M.notFound) });
