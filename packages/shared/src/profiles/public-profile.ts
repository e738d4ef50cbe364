import { z } from 'zod';
import { VersionSchema } from '../common/versions.ts';
import { GameTeamEntrySchema } from '../game-team/schemas.ts';

/** A member's favourite outfit as their profile shows it, with the image of the chosen gender. */
export const FavoriteOutfitSchema = z.object({
  id: z.string(),
  genderPreference: z.enum(['male', 'female']),
  outfit: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** The chosen gender's image, else the overall one; null when the outfit has neither. */
    imageUrl: z.string().nullable(),
  }),
});
export type FavoriteOutfit = z.infer<typeof FavoriteOutfitSchema>;

/** Everything /profile/{username} shows about a member, in one answer. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  biography: z.string().nullable(),
  location: z.string().nullable(),
  isAdmin: z.boolean(),
  /** When the member joined (ISO date-time): 'Member since'. */
  createdAt: z.string(),
  twitterHandle: z.string().nullable(),
  discordHandle: z.string().nullable(),
  youtubeHandle: z.string().nullable(),
  characterName: z.string().nullable(),
  server: z.string().nullable(),
  characterClass: z.string().nullable(),
  characterLevel: z.number().int().nullable(),
  guildName: z.string().nullable(),
  guildRole: z.string().nullable(),
  loverName: z.string().nullable(),
  heirs: z.array(z.string()),
  favoriteOutfit: FavoriteOutfitSchema.nullable(),
  gameTeam: z.array(GameTeamEntrySchema),
  /** The edit version, sent back by the owner's profile editor. */
  version: VersionSchema,
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const UsernameParamsSchema = z.object({ username: z.string().min(1).max(100) });

/** A friend as the profile's friends grid shows them. */
export const FriendSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Friend = z.infer<typeof FriendSchema>;

export const FriendListSchema = z.object({ friends: z.array(FriendSchema) });
export type FriendList = z.infer<typeof FriendListSchema>;

export const ProfileIdParamsSchema = z.object({ profileId: z.string().min(1).max(100) });
