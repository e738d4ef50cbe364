import { and, asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  commentVotes,
  communityComments,
  contactMessages,
  favoriteOutfits,
  guideHelpfulVotes,
  guides,
  heroComments,
  heroes,
  heroRatings,
  memberBlocks,
  notifications,
  outfits,
  profileComments,
  profiles,
  relationships,
  teamVotes,
  temporaryTeams,
  user,
  userHeroRoster,
} from '../../db/schema/index.ts';

/**
 * One part of a member's data export: its name in the file, whether it is one record or a list,
 * and how to read one page of it (a list is read page by page, in a stable order).
 */
export type ExportSection = {
  name: string;
  kind: 'one' | 'many';
  read: (db: DbOrTx, memberId: string, page: { limit: number; offset: number }) => Promise<unknown[]>;
};

const many = (name: string, read: ExportSection['read']): ExportSection => ({ name, kind: 'many', read });

/**
 * Every part of a member's data, in the order the file lists them. Another feature that keeps
 * data of a member adds its section here.
 */
export const EXPORT_SECTIONS: ExportSection[] = [
  {
    name: 'profile',
    kind: 'one',
    read: (db, memberId) =>
      db
        .select({ ...getTableColumns(profiles), email: user.email, joinedAt: user.createdAt })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(eq(profiles.id, memberId)),
  },
  {
    name: 'favouriteOutfit',
    kind: 'one',
    read: (db, memberId) =>
      db
        .select({
          outfit: outfits.name,
          slug: outfits.slug,
          genderPreference: favoriteOutfits.genderPreference,
          chosenAt: favoriteOutfits.createdAt,
        })
        .from(favoriteOutfits)
        .innerJoin(outfits, eq(outfits.id, favoriteOutfits.outfitId))
        .where(eq(favoriteOutfits.userId, memberId)),
  },
  many('gameTeam', (db, memberId, { limit, offset }) =>
    db
      .select({ hero: heroes.name, position: userHeroRoster.position, isMain: userHeroRoster.isMain })
      .from(userHeroRoster)
      .innerJoin(heroes, eq(heroes.id, userHeroRoster.heroId))
      .where(eq(userHeroRoster.userId, memberId))
      .orderBy(asc(userHeroRoster.position))
      .limit(limit)
      .offset(offset),
  ),
  many('heroComments', (db, memberId, { limit, offset }) =>
    db
      .select({ ...getTableColumns(heroComments), hero: heroes.name })
      .from(heroComments)
      .innerJoin(heroes, eq(heroes.id, heroComments.heroId))
      .where(eq(heroComments.userId, memberId))
      .orderBy(asc(heroComments.createdAt), asc(heroComments.id))
      .limit(limit)
      .offset(offset),
  ),
  many('wallComments', (db, memberId, { limit, offset }) =>
    db
      .select({ ...getTableColumns(profileComments), wallOf: profiles.username })
      .from(profileComments)
      .innerJoin(profiles, eq(profiles.id, profileComments.profileId))
      .where(eq(profileComments.authorId, memberId))
      .orderBy(asc(profileComments.createdAt), asc(profileComments.id))
      .limit(limit)
      .offset(offset),
  ),
  many('teamAndGuideComments', (db, memberId, { limit, offset }) =>
    db
      .select()
      .from(communityComments)
      .where(eq(communityComments.authorId, memberId))
      .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
      .limit(limit)
      .offset(offset),
  ),
  many('ratings', (db, memberId, { limit, offset }) =>
    db
      .select({ hero: heroes.name, rating: heroRatings.rating, updatedAt: heroRatings.updatedAt })
      .from(heroRatings)
      .innerJoin(heroes, eq(heroes.id, heroRatings.heroId))
      .where(eq(heroRatings.userId, memberId))
      .orderBy(asc(heroRatings.id))
      .limit(limit)
      .offset(offset),
  ),
  many('heroCommentVotes', (db, memberId, { limit, offset }) =>
    db
      .select()
      .from(commentVotes)
      .where(eq(commentVotes.userId, memberId))
      .orderBy(asc(commentVotes.createdAt), asc(commentVotes.commentId))
      .limit(limit)
      .offset(offset),
  ),
  many('guideHelpfulMarks', (db, memberId, { limit, offset }) =>
    db
      .select({ guide: guides.title, markedAt: guideHelpfulVotes.createdAt })
      .from(guideHelpfulVotes)
      .innerJoin(guides, eq(guides.id, guideHelpfulVotes.guideId))
      .where(eq(guideHelpfulVotes.userId, memberId))
      .orderBy(asc(guideHelpfulVotes.createdAt), asc(guideHelpfulVotes.guideId))
      .limit(limit)
      .offset(offset),
  ),
  many('teamVotes', (db, memberId, { limit, offset }) =>
    db
      .select({ team: temporaryTeams.name, slug: temporaryTeams.slug, votedAt: teamVotes.createdAt })
      .from(teamVotes)
      .innerJoin(temporaryTeams, eq(temporaryTeams.id, teamVotes.teamId))
      .where(eq(teamVotes.userId, memberId))
      .orderBy(asc(teamVotes.createdAt), asc(teamVotes.teamId))
      .limit(limit)
      .offset(offset),
  ),
  many('teams', (db, memberId, { limit, offset }) =>
    db
      .select()
      .from(temporaryTeams)
      .where(eq(temporaryTeams.userId, memberId))
      .orderBy(asc(temporaryTeams.createdAt), asc(temporaryTeams.id))
      .limit(limit)
      .offset(offset),
  ),
  many('guides', (db, memberId, { limit, offset }) =>
    db
      .select()
      .from(guides)
      .where(eq(guides.authorId, memberId))
      .orderBy(asc(guides.createdAt), asc(guides.id))
      .limit(limit)
      .offset(offset),
  ),
  many('friends', (db, memberId, { limit, offset }) =>
    db
      .select({
        member: profiles.username,
        status: relationships.type,
        requestedBy: sql<string>`case when ${relationships.userId} = ${memberId} then 'you' else 'them' end`,
        since: relationships.createdAt,
      })
      .from(relationships)
      .innerJoin(
        profiles,
        sql`${profiles.id} = case when ${relationships.userId} = ${memberId} then ${relationships.relatedUserId} else ${relationships.userId} end`,
      )
      .where(
        or(
          eq(relationships.userId, memberId),
          and(eq(relationships.relatedUserId, memberId), eq(relationships.type, 'pending')),
        ),
      )
      .orderBy(asc(relationships.createdAt), asc(relationships.id))
      .limit(limit)
      .offset(offset),
  ),
  many('blockedMembers', (db, memberId, { limit, offset }) =>
    db
      .select({ member: profiles.username, blockedAt: memberBlocks.createdAt })
      .from(memberBlocks)
      .innerJoin(profiles, eq(profiles.id, memberBlocks.blockedId))
      .where(eq(memberBlocks.blockerId, memberId))
      .orderBy(asc(memberBlocks.createdAt), asc(memberBlocks.blockedId))
      .limit(limit)
      .offset(offset),
  ),
  many('notifications', (db, memberId, { limit, offset }) =>
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, memberId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(limit)
      .offset(offset),
  ),
  many('contactMessages', (db, memberId, { limit, offset }) =>
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, memberId))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
      .limit(limit)
      .offset(offset),
  ),
];
