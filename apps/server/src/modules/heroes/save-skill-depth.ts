import { SKILL_DEPTH_MESSAGES } from '@haven/shared/heroes/messages';
import type { HeroInputSchema } from '@haven/shared/heroes/schemas';
import { SKILL_COST_CATEGORIES, upgradeOrderOf } from '@haven/shared/heroes/skill-depth';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { databaseEntries, heroSkillOrder, skillLevels, skillUpgradeCosts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

type HeroInput = Pick<z.output<typeof HeroInputSchema>, 'skills' | 'upgradeNote'>;

/** Upgrade costs may name only existing entries of the cost categories (items). */
export async function assertSkillCostEntries(tx: DbOrTx, skills: HeroInput['skills']): Promise<void> {
  const ids = [
    ...new Set(skills.flatMap((skill) => skill.levels.flatMap((level) => level.costs.map((c) => c.entryId)))),
  ];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: databaseEntries.id })
    .from(databaseEntries)
    .where(
      and(inArray(databaseEntries.id, ids), inArray(databaseEntries.category, [...SKILL_COST_CATEGORIES])),
    );
  if (found.length !== ids.length) {
    const message = SKILL_DEPTH_MESSAGES.costEntryUnknown;
    throw new AppError('VALIDATION', message, { skills: message });
  }
}

/**
 * Replaces a hero's skill levels, their costs and the upgrade order with the ones given: each
 * skill's levels numbered from 1 in order, skills by their position among the saved skills.
 */
export async function replaceSkillDepth(tx: DbOrTx, heroId: string, input: HeroInput): Promise<void> {
  // Costs go with their levels.
  await tx.delete(skillLevels).where(eq(skillLevels.heroId, heroId));
  const levels = input.skills.flatMap((skill, skillPosition) =>
    skill.levels.map((level, index) => ({ heroId, skillPosition, level: index + 1, ...level })),
  );
  if (levels.length > 0) {
    await tx.insert(skillLevels).values(levels.map(({ costs: _costs, ...row }) => row));
    const costs = levels.flatMap(({ costs: levelCosts, ...level }) =>
      levelCosts.map((cost, index) => ({
        heroId,
        skillPosition: level.skillPosition,
        level: level.level,
        entryId: cost.entryId,
        quantity: cost.quantity,
        position: index + 1,
      })),
    );
    if (costs.length > 0) await tx.insert(skillUpgradeCosts).values(costs);
  }
  const order = upgradeOrderOf(input.skills.map((skill) => skill.upgradeRank));
  if (order.length === 0 && input.upgradeNote === '') {
    await tx.delete(heroSkillOrder).where(eq(heroSkillOrder.heroId, heroId));
    return;
  }
  const row = { skillPositions: order, note: input.upgradeNote };
  await tx
    .insert(heroSkillOrder)
    .values({ heroId, ...row })
    .onConflictDoUpdate({ target: heroSkillOrder.heroId, set: row });
}
