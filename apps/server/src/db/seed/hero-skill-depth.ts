import { slugifyName } from '@haven/shared/common/slug';
import type { HeroClass, Rarity, SkillType } from '@haven/shared/heroes/constants';
import { upgradeOrderOf } from '@haven/shared/heroes/skill-depth';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { databaseEntries, heroSkillOrder, skillLevels, skillUpgradeCosts } from '../schema/index.ts';
import { HEROES, type HeroSeed } from './content/heroes.ts';
import { createRng, type Rng } from './random.ts';

type DemoCost = { item: string; quantity: number };
type DemoLevel = { value: string; costs: DemoCost[] };
type DemoSkill = HeroSeed['skills'][number];

/** The demo items each class spends on its skills, beside the manuals every hero reads. */
const CLASS_MATERIAL: Record<HeroClass, string> = {
  Guard: 'Iron Gate Ingot',
  Scholar: 'Quill Conclave Ink',
  Doctor: 'Infirmary Herb Bundle',
  Gourmet: 'Hearth Guild Spice Tin',
};
const MANUAL = 'Skill Manual';
const CODEX = 'Master’s Skill Codex';
const ESSENCE = 'Starlight Essence';
const COINS = 'Gold Coin Purse';

/** Rarer heroes cost more to raise. */
const RARITY_COST: Record<Rarity, number> = { LR: 1.6, GR: 1.4, UR: 1.25, SSR: 1.1, SR: 1, R: 0.8 };

type Effect = { label: (value: number) => string; start: number; step: number };

/** What a skill's numbers measure, read from its description. */
function effectOf(skill: DemoSkill): Effect {
  const text = skill.description.toLowerCase();
  if (/less damage|defen[cs]e|resist/.test(text))
    return { label: (v) => `Damage taken −${v}%`, start: 8, step: 3 };
  if (/\bheal(s|ing|ed)?\b|restor|mend|revive/.test(text))
    return { label: (v) => `Heals ${v}% of Attack`, start: 90, step: 12 };
  if (/barrier|shield|absorb|protect/.test(text))
    return { label: (v) => `Shield of ${v}% of max HP`, start: 14, step: 3 };
  if (/stun|taunt|freeze|silenc|sleep|slow|bind|root/.test(text))
    return { label: (v) => `${v}% chance to land`, start: 45, step: 8 };
  if (/all enemies|every enemy|each enemy|area/.test(text))
    return { label: (v) => `${v}% of Attack to every enemy`, start: 70, step: 10 };
  if (/speed|turn/.test(text)) return { label: (v) => `Speed +${v}`, start: 6, step: 3 };
  if (/damage|strike|hit|attack|blade|arrow|fire|burn/.test(text))
    return { label: (v) => `${v}% of Attack to one enemy`, start: 140, step: 18 };
  return { label: (v) => `Effect strength ${v}%`, start: 100, step: 10 };
}

/** The last level's extra, by skill type, so the final step reads as a reward. */
function finalRider(skill: DemoSkill, rng: Rng): string {
  if ((skill.type === 'Active' || skill.type === 'Ultimate') && skill.cooldown >= 2) {
    return '; cooldown one turn shorter';
  }
  if (skill.type === 'Passive') return rng.pick(['; lasts one more turn', '; shared with the hero beside']);
  return rng.pick(['; ignores 10% of defence', '; cannot miss', '']);
}

const LEVEL_COUNT: Record<SkillType, [number, number]> = {
  Basic: [3, 4],
  Active: [4, 5],
  Passive: [3, 5],
  Ultimate: [4, 5],
};

/** A demo skill's levels, each with its effect and cost (level 1: the unlock). */
export function demoSkillLevels(hero: HeroSeed, skill: DemoSkill): DemoLevel[] {
  const rng = createRng(`skill-levels:${hero.name}:${skill.name}`);
  const effect = effectOf(skill);
  const [fewest, most] = LEVEL_COUNT[skill.type];
  const count = rng.int(fewest, most);
  const scale = RARITY_COST[hero.rarity];
  const material = CLASS_MATERIAL[hero.heroClass];
  return Array.from({ length: count }, (_, index) => {
    const level = index + 1;
    const value = effect.start + effect.step * index + (index > 0 ? rng.int(0, 2) : 0);
    const costs: DemoCost[] =
      level === 1
        ? [{ item: MANUAL, quantity: skill.type === 'Ultimate' ? 3 : 1 }]
        : [
            { item: MANUAL, quantity: Math.round(level * 2 * scale) },
            { item: material, quantity: Math.round((level * 4 + rng.int(0, 4)) * scale) },
          ];
    if (level >= 4) costs.push({ item: CODEX, quantity: level - 3 });
    if (skill.type === 'Ultimate' && level >= 3) costs.push({ item: ESSENCE, quantity: level * 5 });
    if (level === count && costs.length < 4) {
      costs.push({ item: COINS, quantity: Math.round(rng.int(2, 4) * scale * level) });
    }
    const rider = level === count && count > 1 ? finalRider(skill, rng) : '';
    return { value: `${effect.label(value)}${rider}`, costs };
  });
}

/** Which skill types a hero's first role wants raised first. */
const ROLE_PRIORITY: Record<string, SkillType[]> = {
  Tank: ['Passive', 'Active', 'Ultimate', 'Basic'],
  Support: ['Active', 'Passive', 'Ultimate', 'Basic'],
  Control: ['Ultimate', 'Active', 'Passive', 'Basic'],
  AOE: ['Ultimate', 'Active', 'Basic', 'Passive'],
  'Single Attack': ['Active', 'Ultimate', 'Basic', 'Passive'],
};

const ROLE_REASON: Record<string, string[]> = {
  Tank: [
    'it is what keeps the front row standing past the third turn',
    'every point of it is a point the healers do not have to spend',
    'the rest of the kit means nothing if the line breaks early',
  ],
  Support: [
    'the team feels each level of it on every single turn',
    'it scales the whole party, not just one hero',
    'a stronger heal buys more turns than any damage will',
  ],
  Control: [
    'a stun that lands decides more fights than raw numbers',
    'the chance to land is what everything else waits on',
    'controlled enemies deal no damage at all',
  ],
  AOE: [
    'clearing the waves early is where most of the value lies',
    'the tower floors reward hitting everything at once',
    'its reach turns a slow fight into a quick one',
  ],
  'Single Attack': [
    'the boss fights are won by the one big hit',
    'it removes the enemy healer before they act',
    'focus damage is what the Arena asks for',
  ],
};

/** Each skill's place in the demo upgrade order (0: left out) and the note under it. */
export function demoUpgradeOrder(hero: HeroSeed): { ranks: number[]; note: string } {
  const rng = createRng(`upgrade-order:${hero.name}`);
  const role = hero.roles[0] ?? 'Support';
  const priority = ROLE_PRIORITY[role] ?? ROLE_PRIORITY.Support ?? [];
  const ordered = hero.skills
    .map((skill, position) => ({ skill, position, weight: priority.indexOf(skill.type) + rng.next() / 2 }))
    .sort((a, b) => a.weight - b.weight);
  // A hero with a Basic skill leaves it out: its levels matter least.
  const ranked = ordered.filter((item) => item.skill.type !== 'Basic' || ordered.length <= 2);
  const ranks = hero.skills.map((_, position) => {
    const place = ranked.findIndex((item) => item.position === position);
    return place === -1 ? 0 : place + 1;
  });
  const [first, second] = ranked.map((item) => item.skill.name);
  const firstName = hero.name.split(' ')[0] ?? hero.name;
  const reason = rng.pick(ROLE_REASON[role] ?? ROLE_REASON.Support ?? ['']);
  const notes = [
    `${first} first: ${reason}.${second ? ` ${second} next, once ${first} reaches level 3.` : ''}`,
    `Take ${first} to its last level before anything else, because ${reason}.${second ? ` ${second} can wait until the manuals pile up.` : ''}`,
    `For ${firstName}, ${first} comes first — ${reason}.${second ? ` Spread the rest on ${second} when the codexes come in.` : ''}`,
    `Manuals go to ${first}: ${reason}.${second ? ` Leave ${second} at level 2 until the codexes are spare.` : ''}`,
  ];
  return { ranks, note: rng.pick(notes) };
}

/**
 * Gives every demo hero without skill levels or an upgrade order the demo ones, costed in the
 * demo game database's items; a hero an admin has given either keeps it. Returns the rows written.
 */
export async function seedHeroSkillDepth(db: Db, heroIds: Map<string, string>): Promise<number> {
  const demo = HEROES.flatMap((hero) => {
    const id = heroIds.get(hero.name);
    return id ? [{ hero, id }] : [];
  });
  if (demo.length === 0) return 0;
  const ids = demo.map(({ id }) => id);
  const [items, withLevels, withOrder] = await Promise.all([
    db
      .select({ id: databaseEntries.id, slug: databaseEntries.slug })
      .from(databaseEntries)
      .where(eq(databaseEntries.category, 'items')),
    db.selectDistinct({ id: skillLevels.heroId }).from(skillLevels).where(inArray(skillLevels.heroId, ids)),
    db.select({ id: heroSkillOrder.heroId }).from(heroSkillOrder).where(inArray(heroSkillOrder.heroId, ids)),
  ]);
  const itemId = new Map(items.map((row) => [row.slug, row.id]));
  const hasLevels = new Set(withLevels.map((row) => row.id));
  const hasOrder = new Set(withOrder.map((row) => row.id));

  const levelRows: (typeof skillLevels.$inferInsert)[] = [];
  const costRows: (typeof skillUpgradeCosts.$inferInsert)[] = [];
  const orderRows: (typeof heroSkillOrder.$inferInsert)[] = [];
  for (const { hero, id } of demo) {
    if (!hasLevels.has(id)) {
      hero.skills.forEach((skill, skillPosition) => {
        demoSkillLevels(hero, skill).forEach((level, index) => {
          levelRows.push({ heroId: id, skillPosition, level: index + 1, value: level.value });
          let position = 0;
          for (const cost of level.costs) {
            const entryId = itemId.get(slugifyName(cost.item));
            if (!entryId) continue;
            position += 1;
            costRows.push({
              heroId: id,
              skillPosition,
              level: index + 1,
              entryId,
              position,
              quantity: cost.quantity,
            });
          }
        });
      });
    }
    if (!hasOrder.has(id)) {
      const { ranks, note } = demoUpgradeOrder(hero);
      orderRows.push({ heroId: id, skillPositions: upgradeOrderOf(ranks), note });
    }
  }
  let written = 0;
  await db.transaction(async (tx) => {
    if (levelRows.length > 0)
      written += (await tx.insert(skillLevels).values(levelRows).onConflictDoNothing().returning()).length;
    if (costRows.length > 0)
      written += (await tx.insert(skillUpgradeCosts).values(costRows).onConflictDoNothing().returning())
        .length;
    if (orderRows.length > 0)
      written += (await tx.insert(heroSkillOrder).values(orderRows).onConflictDoNothing().returning()).length;
  });
  return written;
}
