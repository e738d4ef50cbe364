import { z } from 'zod';
import { HERO_MESSAGES } from '../heroes/messages.ts';
import { HeroPickerItemSchema } from '../heroes/schemas.ts';
import { GAME_TEAM_SIZE } from './constants.ts';
import { GAME_TEAM_MESSAGES } from './messages.ts';

export const GameTeamEntrySchema = z.object({
  id: z.string(),
  position: z.number().int().min(1).max(GAME_TEAM_SIZE),
  isMain: z.boolean(),
  hero: HeroPickerItemSchema,
});
export type GameTeamEntry = z.infer<typeof GameTeamEntrySchema>;

export const GameTeamSchema = z.object({ entries: z.array(GameTeamEntrySchema) });
export type GameTeam = z.infer<typeof GameTeamSchema>;

export const AddToGameTeamRequestSchema = z.object({
  heroId: z.uuid(HERO_MESSAGES.invalidHeroId),
  position: z.number({ error: GAME_TEAM_MESSAGES.positionRequired }).int().min(1).max(GAME_TEAM_SIZE),
});
export type AddToGameTeamRequest = z.infer<typeof AddToGameTeamRequestSchema>;

export const GameTeamEntryParamsSchema = z.object({ entryId: z.uuid(GAME_TEAM_MESSAGES.notInTeam) });

/** A full team's swap: the hero who takes the place (position and main mark) of the entry named in the address. */
export const ReplaceInGameTeamRequestSchema = z.object({ heroId: z.uuid(HERO_MESSAGES.invalidHeroId) });
export type ReplaceInGameTeamRequest = z.infer<typeof ReplaceInGameTeamRequestSchema>;
