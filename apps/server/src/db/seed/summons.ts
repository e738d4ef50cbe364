import { BANNER_TYPES } from '@haven/shared/banners/constants';
import { createRng, type Rng } from '@haven/shared/common/random';
import { RARITIES, type Rarity } from '@haven/shared/heroes/constants';
import { DEFAULT_PITY_RULES, STATED_RARITY_RATES } from '@haven/shared/summons/constants';
import { and, count, eq, inArray, like, lte, sql } from 'drizzle-orm';
import { recountFigureTotals } from '../../modules/summons/figure-totals.ts';
import type { Db } from '../client.ts';
import {
  bannerHeroes,
  banners,
  heroes,
  pityRules,
  summonEntries,
  summonResults,
  summonSettings,
} from '../schema/index.ts';
import type { MemberIds } from './profiles.ts';
import { stableUuid } from './random.ts';

/** Demo members (by key) who keep a summon log, and how many summons each logged. */
const LOGGERS: readonly [key: string, entries: number][] = [
  ['01', 14],
  ['02', 9],
  ['03', 6],
  ['04', 11],
  ['05', 4],
  ['07', 8],
];

/** The admins' pity rules, seeded with the fictional defaults where none is set. */
export async function seedPityRules(db: Db): Promise<number> {
  const rows = BANNER_TYPES.map((bannerType) => ({ bannerType, ...DEFAULT_PITY_RULES[bannerType] }));
  await db.insert(pityRules).values(rows).onConflictDoNothing();
  return rows.length;
}

/** A rarity drawn at the stated rates. */
function drawRarity(rng: Rng): Rarity {
  let roll = rng.range(0, 100);
  for (const rarity of RARITIES) {
    roll -= STATED_RARITY_RATES[rarity];
    if (roll < 0) return rarity;
  }
  return 'R';
}

/**
 * Summon logs for a few demo members, drawn at the stated rates from the demo banners already
 * running or over: a top-rarity pull gives a featured hero half the time. Entries have stable ids,
 * so a second run adds nothing. Half of these members share their log with the community figures.
 */
export async function seedSummons(db: Db, now: Date, members: MemberIds): Promise<number> {
  const started = await db
    .select({ id: banners.id, type: banners.type, startsAt: banners.startsAt, endsAt: banners.endsAt })
    .from(banners)
    .where(lte(banners.startsAt, now))
    .orderBy(banners.startsAt);
  if (started.length === 0) return 0;
  const featured = await db
    .select({ bannerId: bannerHeroes.bannerId, heroId: bannerHeroes.heroId, rarity: heroes.rarity })
    .from(bannerHeroes)
    .innerJoin(heroes, eq(heroes.id, bannerHeroes.heroId))
    .where(
      inArray(
        bannerHeroes.bannerId,
        started.map((b) => b.id),
      ),
    );
  const roster = await db
    .select({ id: heroes.id, rarity: heroes.rarity })
    .from(heroes)
    .where(sql`${heroes.slug} not like 'scale-hero-%'`);

  const entries: (typeof summonEntries.$inferInsert)[] = [];
  const results: (typeof summonResults.$inferInsert)[] = [];
  const sharing: string[] = [];
  for (const [index, [key, total]] of LOGGERS.entries()) {
    const userId = members.get(key);
    if (!userId) continue;
    if (index % 2 === 0) sharing.push(userId);
    const rng = createRng(`summons-${key}`);
    for (let n = 0; n < total; n++) {
      const banner = rng.pick(started);
      if (!banner) continue;
      const id = stableUuid(`summon-${key}-${n}`);
      const end = Math.min(banner.endsAt.getTime(), now.getTime());
      const kind = rng.next() < 0.7 ? 'ten' : 'single';
      entries.push({
        id,
        userId,
        bannerId: banner.id,
        bannerType: banner.type,
        kind,
        summonedAt: new Date(rng.range(banner.startsAt.getTime(), end)),
      });
      for (let position = 1; position <= (kind === 'ten' ? 10 : 1); position++) {
        const rarity = drawRarity(rng);
        const onBanner = featured.filter((f) => f.bannerId === banner.id && f.rarity === rarity);
        const ofRarity = roster.filter((h) => h.rarity === rarity);
        const hero =
          onBanner.length > 0 && rng.next() < 0.5
            ? rng.pick(onBanner).heroId
            : ofRarity.length > 0 &&
                (rarity === 'LR' || rarity === 'GR' || rarity === 'UR' || rng.next() < 0.4)
              ? rng.pick(ofRarity).id
              : null;
        results.push({ entryId: id, position, heroId: hero, rarity });
      }
    }
  }
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(summonEntries)
      .values(entries)
      .onConflictDoNothing()
      .returning({ id: summonEntries.id });
    const fresh = new Set(inserted.map((row) => row.id));
    const freshResults = results.filter((r) => fresh.has(r.entryId));
    if (freshResults.length > 0) await tx.insert(summonResults).values(freshResults).onConflictDoNothing();
    if (sharing.length > 0) {
      await tx
        .insert(summonSettings)
        .values(sharing.map((userId) => ({ userId, shareFigures: true })))
        .onConflictDoNothing();
    }
    if (fresh.size > 0) await recountFigureTotals(tx);
  });
  return entries.length;
}

/** Summon logs at load-test scale: two summons (a ten and a single) for each directory member. */
export const SCALE_SUMMON_MEMBERS = 100_000;

/**
 * Gives each of the hundred thousand directory members a ten and a single on the standard or
 * limited banner type, rarities spread at roughly the stated rates; one in four shares them.
 * Idempotent: members who already have a log are skipped.
 */
export async function seedScaleSummons(db: Db): Promise<void> {
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: count() })
    .from(summonEntries)
    .where(and(like(summonEntries.userId, 'scale-profile-%'), eq(summonEntries.kind, 'single')));
  for (let start = existing + 1; start <= SCALE_SUMMON_MEMBERS; start += 20_000) {
    const end = Math.min(SCALE_SUMMON_MEMBERS, start + 19_999);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into summon_entries (id, user_id, banner_type, kind, summoned_at)
        select md5('scale-summon-' || g || '-' || k)::uuid, 'scale-profile-' || g,
          (array['limited','standard'])[1 + (g + k) % 2], (array['ten','single'])[k],
          now() - ((g % 365) || ' days')::interval - (k || ' hours')::interval
        from generate_series(${start}::int, ${end}::int) g, generate_series(1, 2) k
        on conflict (id) do nothing`);
      await tx.execute(sql`
        insert into summon_results (entry_id, position, rarity)
        select md5('scale-summon-' || g || '-' || k)::uuid, p,
          case when (g * 31 + p * 7 + k) % 1000 < 6 then 'LR'
               when (g * 31 + p * 7 + k) % 1000 < 20 then 'GR'
               when (g * 31 + p * 7 + k) % 1000 < 70 then 'UR'
               when (g * 31 + p * 7 + k) % 1000 < 200 then 'SSR'
               when (g * 31 + p * 7 + k) % 1000 < 500 then 'SR' else 'R' end
        from generate_series(${start}::int, ${end}::int) g, generate_series(1, 2) k,
          generate_series(1, case when k = 1 then 10 else 1 end) p
        on conflict do nothing`);
      await tx.execute(sql`
        insert into summon_settings (user_id, share_figures)
        select 'scale-profile-' || g, true from generate_series(${start}::int, ${end}::int) g where g % 4 = 0
        on conflict do nothing`);
    });
  }
  if (existing < SCALE_SUMMON_MEMBERS) await db.transaction((tx) => recountFigureTotals(tx));
}
