import {
  HERO_CLASSES,
  HERO_ROLES,
  type HeroClass,
  type HeroRole,
  RARITIES,
  type Rarity,
} from '@haven/shared/heroes/constants';
import { readList, writeParams } from './search-params';

/** The heroes' traits a list filters by: class, rarity and role. */
export type HeroTraits = { classes: HeroClass[]; rarities: Rarity[]; roles: HeroRole[] };

/** The address parameters the traits are kept in. */
export const HERO_TRAIT_PARAMS = ['class', 'rarity', 'role'] as const;

/** The traits an address names (`class=Guard,Doctor&rarity=…&role=…`); unknown values are ignored. */
export function readHeroTraits(searchParams: URLSearchParams): HeroTraits {
  return {
    classes: readList(searchParams.getAll('class'), HERO_CLASSES),
    rarities: readList(searchParams.getAll('rarity'), RARITIES),
    roles: readList(searchParams.getAll('role'), HERO_ROLES),
  };
}

/** Writes the traits into `target` as comma-separated lists, leaving out empty ones; keeps other params. */
export function writeHeroTraits(target: URLSearchParams, traits: HeroTraits): URLSearchParams {
  return writeParams(target, { class: traits.classes, rarity: traits.rarities, role: traits.roles });
}
