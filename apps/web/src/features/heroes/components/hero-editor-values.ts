import { HERO_ROLES } from '@haven/shared/heroes/constants';
import type { BuildEntry, HeroDetail, HeroInput } from '@haven/shared/heroes/schemas';
import { upgradeRanksOf } from '@haven/shared/heroes/skill-depth';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMPTY_SKILL } from './hero-skills-fields';

/** The editor's starting values: a blank hero with one empty skill, or the stored hero as the form holds it. */
export function heroEditorDefaults(hero: HeroDetail | undefined): HeroInput {
  if (!hero) {
    return {
      name: '',
      class: 'Guard',
      rarity: 'SR',
      description: '',
      roles: [],
      imageUrl: null,
      stats: { hp: 0, attack: 0, defense: 0, speed: 0 },
      skills: [{ ...EMPTY_SKILL }],
      build: [],
      teammates: [],
      buildNotes: '',
      upgradeNote: '',
    };
  }
  const ranks = upgradeRanksOf(hero.skillDepth.upgradeOrder, hero.skills.length);
  return {
    name: hero.name,
    class: hero.class,
    rarity: hero.rarity,
    description: hero.description,
    roles: HERO_ROLES.filter((role) => hero.roles.includes(role)),
    imageUrl: hero.imageUrl,
    stats: { ...hero.stats },
    skills: hero.skills.map((skill, index) => ({
      ...skill,
      levels: (hero.skillDepth.levels[index] ?? []).map((level) => ({
        value: level.value,
        costs: level.costs.map((cost) => ({ entryId: cost.entry.id, quantity: cost.quantity })),
      })),
      upgradeRank: ranks[index] ?? 0,
    })),
    build: hero.build.map((item) => ({ entryId: item.entry.id, note: item.note })),
    teammates: hero.teammates.map((mate) => mate.id),
    buildNotes: hero.buildNotes,
    upgradeNote: hero.skillDepth.upgradeNote,
  };
}

/** Every item the hero's upgrade costs name, once each. */
export function skillCostEntries(hero: HeroDetail | undefined): BuildEntry[] {
  const entries = new Map<string, BuildEntry>();
  for (const levels of hero?.skillDepth.levels ?? []) {
    for (const level of levels) for (const cost of level.costs) entries.set(cost.entry.id, cost.entry);
  }
  return [...entries.values()];
}

/** The editor's fields by the names it shows, for saying which of them someone else changed (read when drawn). */
export const HERO_FIELD_LABELS: Partial<Record<keyof HeroInput, MessageDescriptor>> = {
  name: msg`Name`,
  class: msg`Class`,
  rarity: msg`Rarity`,
  description: msg`Description`,
  roles: msg`Roles`,
  imageUrl: msg`Image`,
  stats: msg`Base stats`,
  skills: msg`Skills`,
  build: msg`Recommended build`,
  teammates: msg`Teammates`,
  buildNotes: msg`Build notes`,
  upgradeNote: msg`Upgrade order note`,
};
