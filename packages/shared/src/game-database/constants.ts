/**
 * The twelve categories of the game database, in menu order. `slug` is the address
 * (/database/{slug}), `label` the menu and card text, `singular` names one entry
 * ('Add a relic'), `intro` opens the category's page.
 */
export const DATABASE_CATEGORIES = [
  {
    slug: 'gear',
    label: 'Gear',
    singular: 'gear piece',
    intro: 'Weapons, armour and trinkets your heroes carry into battle, with the stats each piece grants.',
  },
  {
    slug: 'relics',
    label: 'Relics',
    singular: 'relic',
    intro:
      'Ancient artefacts with lasting effects: what each relic does, where it drops and who makes best use of it.',
  },
  {
    slug: 'gems',
    label: 'Gems',
    singular: 'gem',
    intro:
      'Cut stones that slot into gear and sharpen one attribute each; combine three of a kind to raise a tier.',
  },
  {
    slug: 'pets',
    label: 'Pets',
    singular: 'pet',
    intro: 'Companions that follow your character, lend a passive bonus and grow with care.',
  },
  {
    slug: 'mounts',
    label: 'Mounts',
    singular: 'mount',
    intro: 'Steeds and stranger creatures to ride: speed, bonuses and how to earn each one.',
  },
  {
    slug: 'maps',
    label: 'Maps',
    singular: 'map',
    intro: 'The regions of the realm, their recommended levels and what can be found there.',
  },
  {
    slug: 'npc',
    label: 'NPCs',
    singular: 'NPC',
    intro: 'The people you meet on your travels: where to find them and what they offer.',
  },
  {
    slug: 'quests',
    label: 'Quests',
    singular: 'quest',
    intro: 'Story and side quests with their requirements, steps and rewards.',
  },
  {
    slug: 'heir',
    label: 'Heirs',
    singular: 'heir',
    intro: 'Heir talents and traits: what an heir can inherit and how it shapes your family.',
  },
  {
    slug: 'recipes',
    label: 'Recipes',
    singular: 'recipe',
    intro: 'Dishes and brews to cook, their ingredients and the buffs they give.',
  },
  {
    slug: 'items',
    label: 'Items',
    singular: 'item',
    intro: 'Materials, consumables and chests: what each item is for and where it comes from.',
  },
  {
    slug: 'systems',
    label: 'Systems',
    singular: 'system',
    intro: 'How the game works: guilds, arenas, crafting and the other systems explained.',
  },
] as const;

export type DatabaseCategoryInfo = (typeof DATABASE_CATEGORIES)[number];
export type DatabaseCategory = DatabaseCategoryInfo['slug'];

export const DATABASE_CATEGORY_SLUGS = DATABASE_CATEGORIES.map((c) => c.slug) as [
  DatabaseCategory,
  ...DatabaseCategory[],
];

export function findDatabaseCategory(slug: string | undefined): DatabaseCategoryInfo | undefined {
  return DATABASE_CATEGORIES.find((category) => category.slug === slug);
}

/** Entries per page of a category. */
export const DATABASE_PAGE_SIZE = 24;

export const DATABASE_SORTS = ['name', 'rarity'] as const;
export type DatabaseSort = (typeof DATABASE_SORTS)[number];

export const DATABASE_ENTRY_NAME_MAX_LENGTH = 80;
export const DATABASE_ENTRY_SUMMARY_MAX_LENGTH = 200;
/** Stored HTML, tags included. */
export const DATABASE_ENTRY_DESCRIPTION_MAX_LENGTH = 50_000;
export const DATABASE_ENTRY_TAGS_MAX = 10;
export const DATABASE_ENTRY_TAG_MAX_LENGTH = 30;
export const DATABASE_ENTRY_ATTRIBUTES_MAX = 20;
export const DATABASE_ATTRIBUTE_LABEL_MAX_LENGTH = 40;
export const DATABASE_ATTRIBUTE_VALUE_MAX_LENGTH = 120;
export const DATABASE_ENTRY_RELATED_HEROES_MAX = 10;

/** How many entries the build picker lists at most. */
export const DATABASE_PICKER_LIMIT = 60;
