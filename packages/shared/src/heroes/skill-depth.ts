import { z } from 'zod';
import { SKILL_DEPTH_MESSAGES as M } from './messages.ts';

/** How many levels one skill may list. */
export const SKILL_LEVELS_MAX = 10;
/** One level's effect, as a short line ('180% Attack, 2 turns'). */
export const SKILL_LEVEL_VALUE_MAX_LENGTH = 160;
/** How many kinds of item one level may cost. */
export const SKILL_LEVEL_COSTS_MAX = 4;
/** The largest quantity of one item a level may cost. */
export const SKILL_COST_QUANTITY_MAX = 9999;
/** The note under a hero's upgrade order. */
export const SKILL_UPGRADE_NOTE_MAX_LENGTH = 300;
/** The game database categories an upgrade cost may name. */
export const SKILL_COST_CATEGORIES = ['items'] as const;
/** The highest place in an upgrade order (as many as a hero may have skills). */
export const SKILL_UPGRADE_RANK_MAX = 12;

/** One item a level costs, as the editor sends it. */
export const SkillCostInputSchema = z.object({
  entryId: z.uuid(M.costEntryUnknown),
  quantity: z.coerce
    .number({ error: M.costQuantityRange })
    .int(M.costQuantityRange)
    .min(1, M.costQuantityRange)
    .max(SKILL_COST_QUANTITY_MAX, M.costQuantityRange),
});

/**
 * One level of a skill as the editor sends it: its effect and what reaching it costs. A skill's
 * levels are numbered in the order given, from 1; level 1's cost is the unlock.
 */
export const SkillLevelInputSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, M.levelValueRequired)
    .max(SKILL_LEVEL_VALUE_MAX_LENGTH, M.levelValueTooLong),
  costs: z
    .array(SkillCostInputSchema)
    .max(SKILL_LEVEL_COSTS_MAX, M.costsTooMany)
    .refine((costs) => new Set(costs.map((cost) => cost.entryId)).size === costs.length, M.costRepeated)
    .default([]),
});
export type SkillLevelInput = z.input<typeof SkillLevelInputSchema>;

/** A skill's levels, at most SKILL_LEVELS_MAX. */
export const SkillLevelsInputSchema = z
  .array(SkillLevelInputSchema)
  .max(SKILL_LEVELS_MAX, M.levelsTooMany)
  .default([]);

/** A skill's place in the upgrade order: 1 is raised first, 0 leaves it out of the order. */
export const SkillUpgradeRankSchema = z.coerce.number().int().min(0).max(SKILL_UPGRADE_RANK_MAX).default(0);

/** The note under the upgrade order. */
export const SkillUpgradeNoteSchema = z
  .string()
  .trim()
  .max(SKILL_UPGRADE_NOTE_MAX_LENGTH, M.upgradeNoteTooLong)
  .default('');

/** True when no two skills share a place in the upgrade order (0, left out, may repeat). */
export function hasDistinctUpgradeRanks(ranks: readonly number[]): boolean {
  const placed = ranks.filter((rank) => rank > 0);
  return new Set(placed).size === placed.length;
}

/** The skills' positions in upgrade order, from the places given to each (0: left out). */
export function upgradeOrderOf(ranks: readonly number[]): number[] {
  return ranks
    .map((rank, position) => ({ rank, position }))
    .filter((skill) => skill.rank > 0)
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map((skill) => skill.position);
}

/** Each skill's place in the upgrade order (1 first, 0 when left out), from the order's positions. */
export function upgradeRanksOf(order: readonly number[], skillCount: number): number[] {
  return Array.from({ length: skillCount }, (_, position) => order.indexOf(position) + 1);
}
