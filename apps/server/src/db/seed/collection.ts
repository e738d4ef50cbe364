import type { CollectionVisibility } from '@haven/shared/collection/constants';
import { MAX_HERO_LEVEL, MAX_HERO_STARS, MIN_HERO_LEVEL } from '@haven/shared/collection/constants';
import type { Rarity } from '@haven/shared/heroes/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { collectionEntries, collectionSettings, heroOwnerCounts } from '../schema/index.ts';
import { HEROES } from './content/heroes.ts';
import { MEMBERS } from './content/members.ts';
import { memberKeyOf as keyOf, type MemberIds } from './profiles.ts';
import { createRng } from './random.ts';
import { daysBefore } from './upsert.ts';

/** How likely a demo member is to own a hero of each rarity: common heroes more often. */
const OWN_CHANCE: Record<Rarity, number> = { LR: 0.25, GR: 0.35, UR: 0.45, SSR: 0.6, SR: 0.75, R: 0.85 };
const VISIBILITIES: CollectionVisibility[] = ['public', 'friends', 'public', 'private'];
const NOTES = [
  'Saving gems for her awakening',
  'Main carry in arena',
  'Needs a better relic',
  null,
  null,
  null,
];

/**
 * The demo members' collections: their Game Team's heroes and a seeded share of the rest, with
 * levels and stars inside each rarity's range, and a visibility each. Only members without a
 * collection get one, so a member's own changes stay; the kept owner counts are rebuilt after.
 */
export async function seedCollections(
  db: Db,
  now: Date,
  members: MemberIds,
  heroIds: Map<string, string>,
): Promise<number> {
  const entries = MEMBERS.flatMap((member) => {
    const userId = members.get(keyOf(member.id));
    if (!userId) return [];
    return HEROES.flatMap((hero) => {
      const heroId = heroIds.get(hero.name);
      const rng = createRng(`collection:${member.id}:${hero.name}`);
      const inTeam = member.roster?.includes(hero.name) ?? false;
      if (!heroId || (!inTeam && rng.next() > OWN_CHANCE[hero.rarity])) return [];
      const maxLevel = MAX_HERO_LEVEL[hero.rarity];
      return [
        {
          userId,
          heroId,
          level: rng.int(Math.min(maxLevel, inTeam ? Math.round(maxLevel * 0.7) : MIN_HERO_LEVEL), maxLevel),
          stars: rng.int(1, MAX_HERO_STARS[hero.rarity]),
          note: rng.pick(NOTES),
          isBuilding: rng.next() < 0.15,
          createdAt: daysBefore(
            now,
            Math.max(1, member.joinedDaysAgo - 1),
            `collection-${member.id}-${hero.name}`,
          ),
          updatedAt: daysBefore(
            now,
            rng.int(1, Math.max(1, member.joinedDaysAgo - 1)),
            `collection-upd-${member.id}-${hero.name}`,
          ),
        },
      ];
    });
  });
  const settings = MEMBERS.flatMap((member, index) => {
    const userId = members.get(keyOf(member.id));
    return userId ? [{ userId, visibility: VISIBILITIES[index % VISIBILITIES.length] ?? 'private' }] : [];
  });

  await db.transaction(async (tx) => {
    const seededMembers = new Set(
      (await tx.selectDistinct({ userId: collectionEntries.userId }).from(collectionEntries)).map(
        (r) => r.userId,
      ),
    );
    const fresh = entries.filter((entry) => !seededMembers.has(entry.userId));
    if (fresh.length) await tx.insert(collectionEntries).values(fresh).onConflictDoNothing();
    if (settings.length) await tx.insert(collectionSettings).values(settings).onConflictDoNothing();
    // The kept counts, recounted from the rows (the seed runs before anyone uses the site, or adds nothing).
    await tx.delete(heroOwnerCounts);
    await tx.execute(
      sql`insert into ${heroOwnerCounts} (hero_id, owners) select hero_id, count(*) from ${collectionEntries} group by hero_id`,
    );
  });
  return entries.length;
}
