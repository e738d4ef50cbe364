import type { SkillDepth, SkillLevel } from '@haven/shared/heroes/schemas';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { databaseEntries, heroSkillOrder, skillLevels, skillUpgradeCosts } from '../../db/schema/index.ts';

/** A hero's skill levels with their costs, one list per skill, and its upgrade order. */
export async function findSkillDepth(db: DbOrTx, heroId: string, skillCount: number): Promise<SkillDepth> {
  const [levelRows, costRows, [order]] = await Promise.all([
    db
      .select({
        skillPosition: skillLevels.skillPosition,
        level: skillLevels.level,
        value: skillLevels.value,
      })
      .from(skillLevels)
      .where(eq(skillLevels.heroId, heroId))
      .orderBy(asc(skillLevels.skillPosition), asc(skillLevels.level)),
    db
      .select({
        skillPosition: skillUpgradeCosts.skillPosition,
        level: skillUpgradeCosts.level,
        quantity: skillUpgradeCosts.quantity,
        entry: {
          id: databaseEntries.id,
          category: databaseEntries.category,
          slug: databaseEntries.slug,
          name: databaseEntries.name,
          imageUrl: databaseEntries.imageUrl,
          rarity: databaseEntries.rarity,
        },
      })
      .from(skillUpgradeCosts)
      .innerJoin(databaseEntries, eq(databaseEntries.id, skillUpgradeCosts.entryId))
      .where(eq(skillUpgradeCosts.heroId, heroId))
      .orderBy(
        asc(skillUpgradeCosts.skillPosition),
        asc(skillUpgradeCosts.level),
        asc(skillUpgradeCosts.position),
      ),
    db
      .select({ skillPositions: heroSkillOrder.skillPositions, note: heroSkillOrder.note })
      .from(heroSkillOrder)
      .where(eq(heroSkillOrder.heroId, heroId)),
  ]);
  const levels: SkillLevel[][] = Array.from({ length: skillCount }, () => []);
  const byKey = new Map<string, SkillLevel>();
  for (const row of levelRows) {
    const level = { level: row.level, value: row.value, costs: [] };
    levels[row.skillPosition]?.push(level);
    byKey.set(`${row.skillPosition}:${row.level}`, level);
  }
  for (const { skillPosition, level, ...cost } of costRows) {
    byKey.get(`${skillPosition}:${level}`)?.costs.push(cost);
  }
  return {
    levels,
    upgradeOrder: (order?.skillPositions ?? []).filter((position) => position < skillCount),
    upgradeNote: order?.note ?? '',
  };
}
