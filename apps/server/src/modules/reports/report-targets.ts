import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { truncateText } from '@haven/shared/common/text';
import type { ReportTargetKind } from '@haven/shared/moderation/constants';
import { REPORT_EXCERPT_LENGTH } from '@haven/shared/reports/constants';
import type { ReportLocation, ReportTarget } from '@haven/shared/reports/schemas';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  communityComments,
  guides,
  heroComments,
  heroes,
  profileComments,
  profiles,
  temporaryTeams,
} from '../../db/schema/index.ts';

/** A reported item as the queue and the actions see it, read from the item itself. */
export type TargetInfo = {
  authorId: string | null;
  excerpt: string;
  /** What the text sits in: the hero, the wall's member, the team or the guide. */
  context: string | null;
  location: ReportLocation | null;
  /** Whether others can see it now (a guide that is not approved cannot be reported). */
  isPublic: boolean;
  isRemoved: boolean;
  /** The event that refreshes the pages showing it. */
  event: { topic: string; id: string };
};

/** The key a described item is found under. */
export const targetKey = (target: ReportTarget) => `${target.targetKind}:${target.targetId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const excerptOf = (text: string) => truncateText(text, REPORT_EXCERPT_LENGTH);
const wall = alias(profiles, 'wall');

type Describe = (db: DbOrTx, ids: string[]) => Promise<[string, TargetInfo][]>;

const describeHeroComments: Describe = async (db, ids) => {
  const rows = await db
    .select({
      id: heroComments.id,
      authorId: heroComments.userId,
      content: heroComments.content,
      removedAt: heroComments.removedAt,
      heroId: heroes.id,
      heroName: heroes.name,
      heroSlug: heroes.slug,
    })
    .from(heroComments)
    .innerJoin(heroes, eq(heroes.id, heroComments.heroId))
    .where(inArray(heroComments.id, ids));
  return rows.map((row) => [
    row.id,
    {
      authorId: row.authorId,
      excerpt: excerptOf(row.content),
      context: row.heroName,
      location: { page: 'hero', slug: row.heroSlug, commentId: row.id },
      isPublic: true,
      isRemoved: row.removedAt !== null,
      event: { topic: REALTIME_TOPICS.heroComments, id: row.heroId },
    },
  ]);
};

const describeProfileComments: Describe = async (db, ids) => {
  const rows = await db
    .select({
      id: profileComments.id,
      authorId: profileComments.authorId,
      content: profileComments.content,
      removedAt: profileComments.removedAt,
      profileId: profileComments.profileId,
      wallName: wall.username,
    })
    .from(profileComments)
    .innerJoin(wall, eq(wall.id, profileComments.profileId))
    .where(inArray(profileComments.id, ids));
  return rows.map((row) => [
    row.id,
    {
      authorId: row.authorId,
      excerpt: excerptOf(row.content),
      context: `${row.wallName}'s profile`,
      location: { page: 'profile', slug: row.wallName, commentId: row.id },
      isPublic: true,
      isRemoved: row.removedAt !== null,
      event: { topic: REALTIME_TOPICS.profileComments, id: row.profileId },
    },
  ]);
};

const describeCommunityComments: Describe = async (db, ids) => {
  const rows = await db
    .select({
      id: communityComments.id,
      authorId: communityComments.authorId,
      content: communityComments.content,
      removedAt: communityComments.removedAt,
      teamId: temporaryTeams.id,
      teamName: temporaryTeams.name,
      teamSlug: temporaryTeams.slug,
      guideId: guides.id,
      guideTitle: guides.title,
      guideSlug: guides.slug,
    })
    .from(communityComments)
    .leftJoin(temporaryTeams, eq(temporaryTeams.id, communityComments.teamId))
    .leftJoin(guides, eq(guides.id, communityComments.guideId))
    .where(inArray(communityComments.id, ids));
  return rows.map((row) => {
    const onTeam = row.teamId !== null;
    return [
      row.id,
      {
        authorId: row.authorId,
        excerpt: excerptOf(row.content),
        context: onTeam ? row.teamName : row.guideTitle,
        location: {
          page: onTeam ? 'team' : 'guide',
          slug: (onTeam ? row.teamSlug : row.guideSlug) ?? '',
          commentId: row.id,
        },
        isPublic: true,
        isRemoved: row.removedAt !== null,
        event: { topic: REALTIME_TOPICS.communityComments, id: (onTeam ? row.teamId : row.guideId) ?? '' },
      },
    ];
  });
};

const describeGuides: Describe = async (db, ids) => {
  const rows = await db
    .select({
      id: guides.id,
      authorId: guides.authorId,
      title: guides.title,
      slug: guides.slug,
      status: guides.status,
      removedAt: guides.removedAt,
    })
    .from(guides)
    .where(inArray(guides.id, ids));
  return rows.map((row) => [
    row.id,
    {
      authorId: row.authorId,
      excerpt: excerptOf(row.title),
      context: null,
      location: { page: 'guide', slug: row.slug, commentId: null },
      isPublic: row.status === 'approved',
      isRemoved: row.removedAt !== null,
      event: { topic: REALTIME_TOPICS.guides, id: row.id },
    },
  ]);
};

const describeTeams: Describe = async (db, ids) => {
  const rows = await db
    .select({
      id: temporaryTeams.id,
      authorId: temporaryTeams.userId,
      name: temporaryTeams.name,
      notes: temporaryTeams.notes,
      slug: temporaryTeams.slug,
      removedAt: temporaryTeams.removedAt,
    })
    .from(temporaryTeams)
    .where(inArray(temporaryTeams.id, ids));
  return rows.map((row) => [
    row.id,
    {
      authorId: row.authorId,
      excerpt: excerptOf(row.notes ? `${row.name}: ${row.notes}` : row.name),
      context: null,
      location: { page: 'team', slug: row.slug, commentId: null },
      isPublic: row.removedAt === null,
      isRemoved: row.removedAt !== null,
      event: { topic: REALTIME_TOPICS.teams, id: row.id },
    },
  ]);
};

const describeProfiles: Describe = async (db, ids) => {
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, biography: profiles.biography })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return rows.map((row) => [
    row.id,
    {
      authorId: row.id,
      excerpt: excerptOf(row.biography ? `${row.username}: ${row.biography}` : row.username),
      context: null,
      location: { page: 'profile', slug: row.username, commentId: null },
      isPublic: true,
      isRemoved: false,
      event: { topic: REALTIME_TOPICS.profiles, id: row.id },
    },
  ]);
};

const DESCRIBE: Record<ReportTargetKind, { describe: Describe; isUuid: boolean }> = {
  hero_comment: { describe: describeHeroComments, isUuid: true },
  profile_comment: { describe: describeProfileComments, isUuid: true },
  community_comment: { describe: describeCommunityComments, isUuid: true },
  guide: { describe: describeGuides, isUuid: true },
  team: { describe: describeTeams, isUuid: true },
  profile: { describe: describeProfiles, isUuid: false },
};

/**
 * Reads reported items from where they stand, one query per kind whatever their number; an item
 * that no longer exists is missing from the answer.
 */
export async function describeTargets(db: DbOrTx, targets: ReportTarget[]): Promise<Map<string, TargetInfo>> {
  const found = new Map<string, TargetInfo>();
  for (const [kind, { describe, isUuid }] of Object.entries(DESCRIBE)) {
    const ids = [
      ...new Set(
        targets
          .filter((t) => t.targetKind === kind && (!isUuid || UUID.test(t.targetId)))
          .map((t) => t.targetId),
      ),
    ];
    if (ids.length === 0) continue;
    for (const [id, info] of await describe(db, ids)) found.set(`${kind}:${id}`, info);
  }
  return found;
}

/** One reported item as it stands, or null when it is gone. */
export async function describeTarget(db: DbOrTx, target: ReportTarget): Promise<TargetInfo | null> {
  return (await describeTargets(db, [target])).get(targetKey(target)) ?? null;
}
