import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { collectionEntries, heroOwnerCounts } from '../schema/index.ts';

/** Directory members with a collection at load-test scale, and the teams whose heroes each owns. */
export const SCALE_COLLECTION_MEMBERS = 100_000;
const TEAMS_OWNED_PER_MEMBER = 6;

/**
 * Gives each of the hundred thousand directory members about thirty heroes: the heroes of six
 * scale teams (worked out with the teams' own formula), so every member can build a few teams and
 * is one hero short of others. Levels and stars vary; inserted in batches of twenty thousand
 * members, each one statement. Idempotent: a batch whose last member has a collection is skipped.
 */
export async function seedScaleCollections(db: Db, scaleTeams: number): Promise<void> {
  const batch = 20_000;
  let added = false;
  for (let start = 1; start <= SCALE_COLLECTION_MEMBERS; start += batch) {
    const end = Math.min(SCALE_COLLECTION_MEMBERS, start + batch - 1);
    const done = await db
      .select({ heroId: collectionEntries.heroId })
      .from(collectionEntries)
      .where(sql`${collectionEntries.userId} = ${`scale-profile-${end}`}`)
      .limit(1);
    if (done.length > 0) continue;
    added = true;
    await db.execute(sql`
      with h as (select array_agg(id order by slug) as ids from heroes where slug like 'scale-hero-%')
      insert into collection_entries (user_id, hero_id, level, stars, created_at, updated_at)
      select 'scale-profile-' || g,
        h.ids[1 + (abs(hashtext('scale-team-' || (1 + ((g - 1) * ${TEAMS_OWNED_PER_MEMBER}::int + k) % ${scaleTeams}::int))) + p * 97)
          % array_length(h.ids, 1)],
        1 + (g * 7 + k * 13 + p) % 60, 1 + (g + k + p) % 3,
        now() - ((g % 300) || ' days')::interval, now() - ((g % 30) || ' days')::interval
      from generate_series(${start}::int, ${end}::int) g, generate_series(0, ${TEAMS_OWNED_PER_MEMBER - 1}::int) k,
        generate_series(1, 5) p, h
      on conflict do nothing`);
  }
  if (!added) return;
  // The kept owner counts, recounted from the rows once.
  await db.transaction(async (tx) => {
    await tx.delete(heroOwnerCounts);
    await tx.execute(
      sql`insert into ${heroOwnerCounts} (hero_id, owners) select hero_id, count(*) from ${collectionEntries} group by hero_id`,
    );
  });
}
