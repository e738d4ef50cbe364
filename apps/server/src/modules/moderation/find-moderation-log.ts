import { MODERATION_LOG_PAGE_SIZE, type ModerationTargetKind } from '@haven/shared/moderation/constants';
import type { ModerationLog, ModerationLogQuerySchema } from '@haven/shared/moderation/schemas';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  databaseEntries,
  guides,
  heroes,
  moderationLog,
  officialContent,
  outfits,
  profiles,
  temporaryTeams,
} from '../../db/schema/index.ts';
import { findPage } from '../../lib/paginate.ts';

// A typed SQL null for lookups whose addresses need no section.
const nullSection = sql<string | null>`null`;

type Link = { slug: string; section: string | null };
type LinkLookup = (
  db: DbOrTx,
  ids: string[],
) => Promise<{ id: string; slug: string; section: string | null }[]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How to find where an item of each kind stands now; kinds without a page of their own have none. */
const LINK_LOOKUPS: Partial<Record<ModerationTargetKind, LinkLookup>> = {
  guide: (db, ids) =>
    db
      .select({ id: guides.id, slug: guides.slug, section: nullSection })
      .from(guides)
      .where(inArray(guides.id, ids)),
  hero: (db, ids) =>
    db
      .select({ id: heroes.id, slug: heroes.slug, section: nullSection })
      .from(heroes)
      .where(inArray(heroes.id, ids)),
  team: (db, ids) =>
    db
      .select({ id: temporaryTeams.id, slug: temporaryTeams.slug, section: nullSection })
      .from(temporaryTeams)
      .where(inArray(temporaryTeams.id, ids)),
  outfit: (db, ids) =>
    db
      .select({ id: outfits.id, slug: outfits.slug, section: nullSection })
      .from(outfits)
      .where(inArray(outfits.id, ids)),
  official_content: (db, ids) =>
    db
      .select({ id: officialContent.id, slug: officialContent.slug, section: officialContent.type })
      .from(officialContent)
      .where(inArray(officialContent.id, ids)),
  database_entry: (db, ids) =>
    db
      .select({ id: databaseEntries.id, slug: databaseEntries.slug, section: databaseEntries.category })
      .from(databaseEntries)
      .where(inArray(databaseEntries.id, ids)),
  profile: (db, ids) =>
    db
      .select({ id: profiles.id, slug: profiles.username, section: nullSection })
      .from(profiles)
      .where(inArray(profiles.id, ids)),
};

const members = alias(profiles, 'members');

/**
 * One page of the moderation log, newest first, filtered by admin, action and member (each on its
 * index). Names are as they were written, with the member's current name beside them; items that
 * still exist carry where they stand, found with one query per kind on the page.
 */
export async function findModerationLog(
  db: DbOrTx,
  query: z.output<typeof ModerationLogQuerySchema>,
): Promise<ModerationLog> {
  const conditions: SQL[] = [];
  if (query.admin) conditions.push(eq(moderationLog.adminId, query.admin));
  if (query.action) conditions.push(eq(moderationLog.action, query.action));
  if (query.member) conditions.push(eq(moderationLog.memberId, query.member));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = await findPage({
    page: query.page,
    pageSize: MODERATION_LOG_PAGE_SIZE,
    count: db.select({ total: count() }).from(moderationLog).where(where),
    rows: (limit, offset) =>
      db
        .select({
          entry: moderationLog,
          memberCurrentName: members.username,
        })
        .from(moderationLog)
        .leftJoin(members, eq(members.id, moderationLog.memberId))
        .where(where)
        .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
        .limit(limit)
        .offset(offset),
  });
  const links = await findLinks(
    db,
    page.items.flatMap(({ entry }) =>
      entry.targetKind && entry.targetId ? [{ kind: entry.targetKind, id: entry.targetId }] : [],
    ),
  );
  return {
    ...page,
    items: page.items.map(({ entry, memberCurrentName }) => ({
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      admin: { id: entry.adminId, username: entry.adminName },
      action: entry.action,
      member: entry.memberId
        ? { id: entry.memberId, username: entry.memberName, currentUsername: memberCurrentName }
        : null,
      target:
        entry.targetKind && entry.targetId
          ? {
              kind: entry.targetKind,
              id: entry.targetId,
              label: entry.targetLabel ?? '',
              link: links.get(`${entry.targetKind}:${entry.targetId}`) ?? null,
            }
          : null,
      reason: entry.reason,
    })),
  };
}

/** Where each named item stands now, keyed `kind:id`; gone items are left out. */
async function findLinks(db: DbOrTx, targets: { kind: ModerationTargetKind; id: string }[]) {
  const links = new Map<string, Link>();
  const idsByKind = new Map<ModerationTargetKind, Set<string>>();
  for (const target of targets) {
    // Ids are uuids except a profile's (the auth library's own ids).
    if (target.kind !== 'profile' && !UUID.test(target.id)) continue;
    const ids = idsByKind.get(target.kind) ?? new Set<string>();
    ids.add(target.id);
    idsByKind.set(target.kind, ids);
  }
  for (const [kind, ids] of idsByKind) {
    const lookup = LINK_LOOKUPS[kind];
    if (!lookup) continue;
    for (const row of await lookup(db, [...ids])) {
      links.set(`${kind}:${row.id}`, { slug: row.slug, section: row.section });
    }
  }
  return links;
}
