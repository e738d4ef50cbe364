import type { Friend, PublicProfile } from '@haven/shared/profiles/public-profile';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favoriteOutfits, outfits, profiles, relationships } from '../../db/schema/index.ts';
import { getGameTeam } from '../game-team/game-team.ts';

/**
 * A member's public profile by username (any letter case), with their favourite outfit and Game
 * Team, or null when no member has that name.
 */
export async function getPublicProfile(db: DbOrTx, username: string): Promise<PublicProfile | null> {
  const [row] = await db
    .select({
      profile: profiles,
      favoriteId: favoriteOutfits.id,
      genderPreference: favoriteOutfits.genderPreference,
      outfitId: outfits.id,
      outfitName: outfits.name,
      outfitSlug: outfits.slug,
      // The image of the gender the member chose, else the outfit's overall image.
      outfitImage: sql<string | null>`case when ${favoriteOutfits.genderPreference} = 'male'
        then coalesce(${outfits.maleImage}, ${outfits.overallImage})
        else coalesce(${outfits.femaleImage}, ${outfits.overallImage}) end`,
    })
    .from(profiles)
    .leftJoin(favoriteOutfits, eq(favoriteOutfits.userId, profiles.id))
    .leftJoin(outfits, eq(outfits.id, favoriteOutfits.outfitId))
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  if (!row) return null;
  const p = row.profile;
  return {
    id: p.id,
    username: p.username,
    avatarUrl: p.avatarUrl,
    biography: p.biography,
    location: p.location,
    isAdmin: p.isAdmin,
    createdAt: p.createdAt.toISOString(),
    twitterHandle: p.twitterHandle,
    discordHandle: p.discordHandle,
    youtubeHandle: p.youtubeHandle,
    characterName: p.characterName,
    server: p.server,
    characterClass: p.characterClass,
    characterLevel: p.characterLevel,
    guildName: p.guildName,
    guildRole: p.guildRole,
    loverName: p.loverName,
    heirs: p.heirs,
    favoriteOutfit:
      row.favoriteId && row.genderPreference && row.outfitId
        ? {
            id: row.favoriteId,
            genderPreference: row.genderPreference,
            outfit: {
              id: row.outfitId,
              name: row.outfitName ?? '',
              slug: row.outfitSlug ?? '',
              imageUrl: row.outfitImage,
            },
          }
        : null,
    gameTeam: await getGameTeam(db, p.id),
    version: p.version,
  };
}

/** A member's friends, by username. A friendship is a friend row in each direction. */
export async function listFriends(db: DbOrTx, profileId: string): Promise<Friend[]> {
  return db
    .select({ id: profiles.id, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(relationships)
    .innerJoin(profiles, eq(profiles.id, relationships.relatedUserId))
    .where(and(eq(relationships.userId, profileId), eq(relationships.type, 'friend')))
    .orderBy(asc(sql`lower(${profiles.username})`));
}
