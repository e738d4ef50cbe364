/**
 * The game-database categories without a screen of their own yet, reachable at /database/{slug}
 * (an 'under construction' page), in menu order.
 */
export const DATABASE_CATEGORIES = [
  { slug: 'gear', label: 'Gear' },
  { slug: 'relics', label: 'Relics' },
  { slug: 'gems', label: 'Gems' },
  { slug: 'pets', label: 'Pets' },
  { slug: 'mounts', label: 'Mounts' },
  { slug: 'maps', label: 'Maps' },
  { slug: 'npc', label: 'NPCs' },
  { slug: 'quests', label: 'Quests' },
  { slug: 'heir', label: 'Heirs' },
  { slug: 'recipes', label: 'Recipes' },
  { slug: 'items', label: 'Items' },
  { slug: 'systems', label: 'Systems' },
] as const;

export type DatabaseCategory = (typeof DATABASE_CATEGORIES)[number];

export function findDatabaseCategory(slug: string | undefined): DatabaseCategory | undefined {
  return DATABASE_CATEGORIES.find((category) => category.slug === slug);
}
