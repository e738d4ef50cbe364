import { averageRating } from '@haven/shared/heroes/rating';
import type { HeroCard } from '@haven/shared/heroes/schemas';
import { heroes } from '../../db/schema/index.ts';

type PickerColumn = 'id' | 'name' | 'slug' | 'rarity' | 'imageUrl';

/** The picker columns of the heroes table or of an alias of it (a hero's teammates). */
export function heroPickerColumnsOf<T extends Record<PickerColumn, unknown>>(
  table: T,
): Pick<T, PickerColumn> {
  return { id: table.id, name: table.name, slug: table.slug, rarity: table.rarity, imageUrl: table.imageUrl };
}

/** The columns that name, link and picture a hero in a picker or a team slot (HeroPickerItem). */
export const heroPickerColumns = heroPickerColumnsOf(heroes);

/** Columns every hero card needs; select with these, then map with toHeroCard. */
export const heroCardColumns = {
  ...heroPickerColumns,
  class: heroes.class,
  roles: heroes.roles,
  ratingSum: heroes.ratingSum,
  ratingCount: heroes.ratingCount,
};

type HeroCardRow = {
  id: string;
  name: string;
  slug: string;
  class: HeroCard['class'];
  rarity: HeroCard['rarity'];
  roles: string[];
  imageUrl: string | null;
  ratingSum: number;
  ratingCount: number;
};

/** A hero's average and number of ratings as cards show them, from its stored sum and count. */
export function cardRating(
  ratingSum: number,
  ratingCount: number,
): Pick<HeroCard, 'averageRating' | 'totalRatings'> {
  return { averageRating: averageRating(ratingSum, ratingCount), totalRatings: ratingCount };
}

/** A hero row as the card schema shows it. */
export function toHeroCard(row: HeroCardRow): HeroCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    class: row.class,
    rarity: row.rarity,
    roles: row.roles,
    imageUrl: row.imageUrl,
    ...cardRating(row.ratingSum, row.ratingCount),
  };
}
