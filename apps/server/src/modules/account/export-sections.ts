import { and, asc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  collectionEntries,
  collectionSettings,
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
  reportedItems,
  reports,
  summonSettings,
  teamVotes,
  temporaryTeams,
  user,
  userHeroRoster,
} from '../../db/schema/index.ts';
import { FILE_ORDER, selectFileEntries } from '../summons/summon-file.ts';

/**
 * One part of a member's data export: its name in the file, whether it is one record or a list,
 * and how to read one page of it (a list is read page by page, in a stable order).
 */
export type ExportSection = {
  name: string;
  kind: 'one' | 'many';
  read: (db: DbOrTx, memberId: string, page: { limit: number; offset: number }) => Promise<unknown[]>;
};

/** A list section: its rows in `order` (unique, so pages never overlap), read a page at a time. */
function many(name: string, order: SQL[], rows: (db: DbOrTx, memberId: string) => PgSelect): ExportSection {
  return {
    name,
    kind: 'many',
    read: (db, memberId, { limit, offset }) =>
      rows(db, memberId)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  };
}

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
  many('gameTeam', [asc(userHeroRoster.position)], (db, memberId) =>
    db
      .select({ hero: heroes.name, position: userHeroRoster.position, isMain: userHeroRoster.isMain })
      .from(userHeroRoster)
      .innerJoin(heroes, eq(heroes.id, userHeroRoster.heroId))
      .where(eq(userHeroRoster.userId, memberId))
      .$dynamic(),
  ),
  many('summonLog', FILE_ORDER, selectFileEntries),
  {
    name: 'summonLogSettings',
    kind: 'one',
    read: (db, memberId) =>
      db
        .select({ shareFigures: summonSettings.shareFigures })
        .from(summonSettings)
        .where(eq(summonSettings.userId, memberId)),
  },
  {
    name: 'collectionVisibility',
    kind: 'one',
    read: (db, memberId) =>
      db
        .select({ visibility: collectionSettings.visibility, updatedAt: collectionSettings.updatedAt })
        .from(collectionSettings)
        .where(eq(collectionSettings.userId, memberId)),
  },
  // The collection in the rows of its own export format (hero slug, name, level, stars, building, note).
  many('collection', [asc(collectionEntries.heroId)], (db, memberId) =>
    db
      .select({
        hero: heroes.slug,
        name: heroes.name,
        level: collectionEntries.level,
        stars: collectionEntries.stars,
        building: collectionEntries.isBuilding,
        note: collectionEntries.note,
        updatedAt: collectionEntries.updatedAt,
      })
      .from(collectionEntries)
      .innerJoin(heroes, eq(heroes.id, collectionEntries.heroId))
      .where(eq(collectionEntries.userId, memberId))
      .$dynamic(),
  ),
  many('heroComments', [asc(heroComments.createdAt), asc(heroComments.id)], (db, memberId) =>
    db
      .select({ ...getTableColumns(heroComments), hero: heroes.name })
      .from(heroComments)
      .innerJoin(heroes, eq(heroes.id, heroComments.heroId))
      .where(eq(heroComments.userId, memberId))
      .$dynamic(),
  ),
  many('wallComments', [asc(profileComments.createdAt), asc(profileComments.id)], (db, memberId) =>
    db
      .select({ ...getTableColumns(profileComments), wallOf: profiles.username })
      .from(profileComments)
      .innerJoin(profiles, eq(profiles.id, profileComments.profileId))
      .where(eq(profileComments.authorId, memberId))
      .$dynamic(),
  ),
  many(
    'teamAndGuideComments',
    [asc(communityComments.createdAt), asc(communityComments.id)],
    (db, memberId) =>
      db.select().from(communityComments).where(eq(communityComments.authorId, memberId)).$dynamic(),
  ),
  many('ratings', [asc(heroRatings.id)], (db, memberId) =>
    db
      .select({ hero: heroes.name, rating: heroRatings.rating, updatedAt: heroRatings.updatedAt })
      .from(heroRatings)
      .innerJoin(heroes, eq(heroes.id, heroRatings.heroId))
      .where(eq(heroRatings.userId, memberId))
      .$dynamic(),
  ),
  many('heroCommentVotes', [asc(commentVotes.createdAt), asc(commentVotes.commentId)], (db, memberId) =>
    db.select().from(commentVotes).where(eq(commentVotes.userId, memberId)).$dynamic(),
  ),
  many(
    'guideHelpfulMarks',
    [asc(guideHelpfulVotes.createdAt), asc(guideHelpfulVotes.guideId)],
    (db, memberId) =>
      db
        .select({ guide: guides.title, markedAt: guideHelpfulVotes.createdAt })
        .from(guideHelpfulVotes)
        .innerJoin(guides, eq(guides.id, guideHelpfulVotes.guideId))
        .where(eq(guideHelpfulVotes.userId, memberId))
        .$dynamic(),
  ),
  many('teamVotes', [asc(teamVotes.createdAt), asc(teamVotes.teamId)], (db, memberId) =>
    db
      .select({ team: temporaryTeams.name, slug: temporaryTeams.slug, votedAt: teamVotes.createdAt })
      .from(teamVotes)
      .innerJoin(temporaryTeams, eq(temporaryTeams.id, teamVotes.teamId))
      .where(eq(teamVotes.userId, memberId))
      .$dynamic(),
  ),
  many('teams', [asc(temporaryTeams.createdAt), asc(temporaryTeams.id)], (db, memberId) =>
    db.select().from(temporaryTeams).where(eq(temporaryTeams.userId, memberId)).$dynamic(),
  ),
  many('guides', [asc(guides.createdAt), asc(guides.id)], (db, memberId) =>
    db.select().from(guides).where(eq(guides.authorId, memberId)).$dynamic(),
  ),
  many('friends', [asc(relationships.createdAt), asc(relationships.id)], (db, memberId) =>
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
      .$dynamic(),
  ),
  many('blockedMembers', [asc(memberBlocks.createdAt), asc(memberBlocks.blockedId)], (db, memberId) =>
    db
      .select({ member: profiles.username, blockedAt: memberBlocks.createdAt })
      .from(memberBlocks)
      .innerJoin(profiles, eq(profiles.id, memberBlocks.blockedId))
      .where(eq(memberBlocks.blockerId, memberId))
      .$dynamic(),
  ),
  many('notifications', [asc(notifications.createdAt), asc(notifications.id)], (db, memberId) =>
    db.select().from(notifications).where(eq(notifications.userId, memberId)).$dynamic(),
  ),
  many('contactMessages', [asc(contactMessages.createdAt), asc(contactMessages.id)], (db, memberId) =>
    db.select().from(contactMessages).where(eq(contactMessages.userId, memberId)).$dynamic(),
  ),
  many('reportsMade', [asc(reports.createdAt), asc(reports.id)], (db, memberId) =>
    db
      .select({
        kind: reportedItems.targetKind,
        itemId: reportedItems.targetId,
        reason: reports.reason,
        note: reports.note,
        status: reports.status,
        reportedAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .innerJoin(reportedItems, eq(reportedItems.id, reports.itemId))
      .where(eq(reports.reporterId, memberId))
      .$dynamic(),
  ),
];
