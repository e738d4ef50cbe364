import { HERO_ROLES } from '@haven/shared/heroes/constants';
import type { HeroDetail, HeroInput } from '@haven/shared/heroes/schemas';
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
    };
  }
  return {
    name: hero.name,
    class: hero.class,
    rarity: hero.rarity,
    description: hero.description,
    roles: HERO_ROLES.filter((role) => hero.roles.includes(role)),
    imageUrl: hero.imageUrl,
    stats: { ...hero.stats },
    skills: hero.skills.map((skill) => ({ ...skill })),
    build: hero.build.map((item) => ({ entryId: item.entry.id, note: item.note })),
    teammates: hero.teammates.map((mate) => mate.id),
    buildNotes: hero.buildNotes,
  };
}

/** The editor's fields by the names it shows, for saying which of them someone else changed. */
export const HERO_FIELD_LABELS: Partial<Record<keyof HeroInput, string>> = {
  name: 'Name',
  class: 'Class',
  rarity: 'Rarity',
  description: 'Description',
  roles: 'Roles',
  imageUrl: 'Image',
  stats: 'Base stats',
  skills: 'Skills',
  build: 'Recommended build',
  teammates: 'Teammates',
  buildNotes: 'Build notes',
};
