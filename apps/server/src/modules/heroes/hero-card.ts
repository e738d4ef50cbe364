import { averageRating, type HeroCard } from '@haven/shared';
import { heroes } from '../../db/schema/index.ts';

/** Columns every hero card needs; select with these, then map with toHeroCard. */
export const heroCardColumns = {
  id: heroes.id,
  name: heroes.name,
  slug: heroes.slug,
  class: heroes.class,
  rarity: heroes.rarity,
  roles: heroes.roles,
  imageUrl: heroes.imageUrl,
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
    averageRating: averageRating(row.ratingSum, row.ratingCount),
    totalRatings: row.ratingCount,
  };
}
