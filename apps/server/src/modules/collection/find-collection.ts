import { type CollectionVisibility, DEFAULT_COLLECTION_VISIBILITY } from '@haven/shared/collection/constants';
import { COLLECTION_MESSAGES as M } from '@haven/shared/collection/messages';
import { canSeeCollection } from '@haven/shared/collection/policies';
import type {
  CollectionEntry,
  CollectionHero,
  HeroOwnershipShare,
  MemberCollection,
  MyCollection,
} from '@haven/shared/collection/schemas';
import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rarityRank } from '../../db/schema/columns.ts';
import {
  collectionEntries,
  collectionSettings,
  heroes,
  heroOwnerCounts,
  profiles,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isBlocking } from '../blocks/block-checks.ts';
import { areFriends } from '../profile-comments/comments.ts';

const entryColumns = {
  level: collectionEntries.level,
  stars: collectionEntries.stars,
  note: collectionEntries.note,
  isBuilding: collectionEntries.isBuilding,
  updatedAt: collectionEntries.updatedAt,
};

type EntryRow = { level: number; stars: number; note: string | null; isBuilding: boolean; updatedAt: Date };

/** A stored entry as the API sends it. */
export const toEntry = (row: EntryRow): CollectionEntry => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** Who may see the member's collection (the default when they never chose). */
export async function getCollectionVisibility(db: DbOrTx, userId: string): Promise<CollectionVisibility> {
  const [row] = await db
    .select({ visibility: collectionSettings.visibility })
    .from(collectionSettings)
    .where(eq(collectionSettings.userId, userId));
  return row?.visibility ?? DEFAULT_COLLECTION_VISIBILITY;
}

/** Every hero of the game, best rarity first, with the member's entry for the ones they own. */
export async function getMyCollection(db: DbOrTx, userId: string): Promise<MyCollection> {
  const [visibility, rows] = await Promise.all([
    getCollectionVisibility(db, userId),
    db
      .select({
        id: heroes.id,
        name: heroes.name,
        slug: heroes.slug,
        class: heroes.class,
        rarity: heroes.rarity,
        imageUrl: heroes.imageUrl,
        level: collectionEntries.level,
        stars: collectionEntries.stars,
        note: collectionEntries.note,
        isBuilding: collectionEntries.isBuilding,
        updatedAt: collectionEntries.updatedAt,
      })
      .from(heroes)
      .leftJoin(
        collectionEntries,
        and(eq(collectionEntries.heroId, heroes.id), eq(collectionEntries.userId, userId)),
      )
      .orderBy(desc(rarityRank(-1)), asc(heroes.name)),
  ]);
  const list: CollectionHero[] = rows.map(({ level, stars, note, isBuilding, updatedAt, ...hero }) => ({
    ...hero,
    entry:
      level === null || stars === null || isBuilding === null || updatedAt === null
        ? null
        : toEntry({ level, stars, note, isBuilding, updatedAt }),
  }));
  return { visibility, heroes: list };
}

/** The member's entry for one hero, or null when they do not own it. */
export async function getMyHeroEntry(
  db: DbOrTx,
  userId: string,
  heroId: string,
): Promise<CollectionEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(collectionEntries)
    .where(and(eq(collectionEntries.userId, userId), eq(collectionEntries.heroId, heroId)));
  return row ? toEntry(row) : null;
}

/** The ids of the heroes the member owns, read from the collection's key alone. */
export async function getOwnedHeroIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ heroId: collectionEntries.heroId })
    .from(collectionEntries)
    .where(eq(collectionEntries.userId, userId));
  return rows.map((row) => row.heroId);
}

/**
 * A member's collection as `viewer` (null: a visitor) may read it: its heroes when its visibility
 * lets them (the owner always), else only why not. A member who blocks the reader reads as
 * private to them, so the block is not told. Notes stay the owner's.
 */
export async function getMemberCollection(
  db: DbOrTx,
  viewer: Viewer | null,
  memberId: string,
): Promise<MemberCollection> {
  const [member] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, memberId));
  if (!member) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
  const visibility = await getCollectionVisibility(db, memberId);
  const isOther = viewer !== null && viewer.id !== memberId;
  const [isFriend, isBlockedByOwner, [total]] = await Promise.all([
    isOther && visibility === 'friends' ? areFriends(db, viewer.id, memberId) : false,
    isOther && visibility !== 'private' ? isBlocking(db, memberId, viewer.id) : false,
    db.select({ value: count() }).from(heroes),
  ]);
  const totalHeroes = total?.value ?? 0;
  if (!canSeeCollection(viewer, { ownerId: memberId, visibility, isFriend, isBlockedByOwner })) {
    const shownAs = isBlockedByOwner ? 'private' : visibility;
    return {
      visibility: shownAs,
      canSee: false,
      message: shownAs === 'friends' ? M.friendsOnly : M.privateCollection,
      heroes: [],
      totalHeroes,
    };
  }
  const rows = await db
    .select({
      id: heroes.id,
      name: heroes.name,
      slug: heroes.slug,
      class: heroes.class,
      rarity: heroes.rarity,
      imageUrl: heroes.imageUrl,
      level: collectionEntries.level,
      stars: collectionEntries.stars,
      isBuilding: collectionEntries.isBuilding,
    })
    .from(collectionEntries)
    .innerJoin(heroes, eq(heroes.id, collectionEntries.heroId))
    .where(eq(collectionEntries.userId, memberId))
    .orderBy(
      desc(rarityRank(-1)),
      desc(collectionEntries.stars),
      desc(collectionEntries.level),
      asc(heroes.name),
    );
  return { visibility, canSee: true, message: null, heroes: rows, totalHeroes };
}

/** How long a count of members serves the shares: a share is a rounded percent, and counting is a full scan. */
const MEMBER_COUNT_FOR_MS = 60_000;
const memberCounts = new WeakMap<DbOrTx, { value: Promise<number>; countedAt: number }>();

/** The number of members, counted at most once a minute per database. */
function countMembers(db: DbOrTx): Promise<number> {
  const kept = memberCounts.get(db);
  if (kept && Date.now() - kept.countedAt < MEMBER_COUNT_FOR_MS) return kept.value;
  const value = db
    .select({ value: count() })
    .from(profiles)
    .then(([row]) => row?.value ?? 0);
  memberCounts.set(db, { value, countedAt: Date.now() });
  value.catch(() => memberCounts.delete(db));
  return value;
}

/**
 * The share of members who own a hero, from the kept owner count (one key read) and the number
 * of members (counted at most once a minute); null for an unknown hero.
 */
export async function getHeroOwnershipShare(db: DbOrTx, heroId: string): Promise<HeroOwnershipShare | null> {
  const [[hero], memberCount] = await Promise.all([
    db
      .select({ owners: sql<number>`coalesce(${heroOwnerCounts.owners}, 0)`.mapWith(Number) })
      .from(heroes)
      .leftJoin(heroOwnerCounts, eq(heroOwnerCounts.heroId, heroes.id))
      .where(eq(heroes.id, heroId)),
    countMembers(db),
  ]);
  if (!hero) return null;
  return {
    owners: hero.owners,
    members: memberCount,
    percent: memberCount === 0 ? 0 : Math.min(100, Math.round((hero.owners / memberCount) * 100)),
  };
}
