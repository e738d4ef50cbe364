import { slugifyName } from '@haven/shared/common/slug';
import { DATABASE_CATEGORY_SLUGS, type DatabaseCategory } from '@haven/shared/game-database/constants';
import { asc, count, like } from 'drizzle-orm';
import { databaseSearchText } from '../../modules/game-database/search-text.ts';
import type { Db } from '../client.ts';
import { databaseEntries, databaseEntryHeroes, heroes } from '../schema/index.ts';

/** Entries per category of the load-test data set (the category pages stay index-backed). */
export const SCALE_ENTRIES_PER_CATEGORY = 5_000;

const RARITIES = ['LR', 'GR', 'UR', 'SSR', 'SR', 'R'] as const;

const ADJECTIVES = [
  'Ancient',
  'Ashen',
  'Blazing',
  'Crimson',
  'Dawnlit',
  'Elder',
  'Frozen',
  'Gilded',
  'Hollow',
  'Ivory',
  'Jade',
  'Lunar',
  'Mossy',
  'Obsidian',
  'Radiant',
  'Silent',
  'Stormforged',
  'Twilight',
  'Verdant',
  'Wandering',
];

const PLACES = [
  'the North',
  'Atlas Tower',
  'the Sunken Vale',
  'Ember Keep',
  'the Mists',
  'Frosthold',
  'the Old Kings',
  'Dawnport',
  'the Deep Woods',
  'Starfall',
  'the Salt Coast',
  'Ironmarch',
  'the Veil',
  'Moonwell',
  'the Red Dunes',
  'Stonebridge',
  'the Lost Library',
  'Thornwall',
  'Skyreach',
  'Copperfield',
];

/** Fifteen nouns per category: 20 adjectives × 15 nouns × 20 places give 6,000 distinct names. */
const NOUNS: Record<DatabaseCategory, string[]> = {
  gear: [
    'Blade',
    'Helm',
    'Gauntlets',
    'Shield',
    'Bow',
    'Staff',
    'Greaves',
    'Cloak',
    'Ring',
    'Amulet',
    'Spear',
    'Axe',
    'Dagger',
    'Mace',
    'Belt',
  ],
  relics: [
    'Idol',
    'Chalice',
    'Tablet',
    'Orb',
    'Crown',
    'Sceptre',
    'Mask',
    'Reliquary',
    'Horn',
    'Totem',
    'Seal',
    'Codex',
    'Urn',
    'Mirror',
    'Lantern',
  ],
  gems: [
    'Ruby',
    'Sapphire',
    'Topaz',
    'Garnet',
    'Opal',
    'Onyx',
    'Amethyst',
    'Pearl',
    'Jasper',
    'Beryl',
    'Agate',
    'Citrine',
    'Quartz',
    'Spinel',
    'Zircon',
  ],
  pets: [
    'Fox',
    'Owl',
    'Hound',
    'Cat',
    'Drake',
    'Tortoise',
    'Ferret',
    'Raven',
    'Hare',
    'Lynx',
    'Otter',
    'Sprite',
    'Beetle',
    'Serpent',
    'Falcon',
  ],
  mounts: [
    'Stag',
    'Steed',
    'Wolf',
    'Griffin',
    'Boar',
    'Ram',
    'Lizard',
    'Elk',
    'Tiger',
    'Bear',
    'Camel',
    'Wyvern',
    'Ox',
    'Panther',
    'Mammoth',
  ],
  maps: [
    'Pass',
    'Ruins',
    'Marsh',
    'Caverns',
    'Citadel',
    'Glade',
    'Harbour',
    'Steppe',
    'Spire',
    'Crossing',
    'Catacombs',
    'Plateau',
    'Grove',
    'Fjord',
    'Outpost',
  ],
  npc: [
    'Smith',
    'Ferryman',
    'Oracle',
    'Merchant',
    'Captain',
    'Hermit',
    'Alchemist',
    'Scout',
    'Innkeeper',
    'Bard',
    'Warden',
    'Fisher',
    'Priestess',
    'Tailor',
    'Herald',
  ],
  quests: [
    'Oath',
    'Pilgrimage',
    'Hunt',
    'Rescue',
    'Siege',
    'Errand',
    'Trial',
    'Vigil',
    'Journey',
    'Wager',
    'Reckoning',
    'Escort',
    'Harvest',
    'Riddle',
    'Bounty',
  ],
  heir: [
    'Talent',
    'Bloodline',
    'Legacy',
    'Gift',
    'Temper',
    'Virtue',
    'Instinct',
    'Lineage',
    'Blessing',
    'Aptitude',
    'Resolve',
    'Charm',
    'Ambition',
    'Memory',
    'Spirit',
  ],
  recipes: [
    'Stew',
    'Pie',
    'Broth',
    'Tea',
    'Tart',
    'Roast',
    'Soup',
    'Bread',
    'Cider',
    'Pudding',
    'Skewers',
    'Salad',
    'Dumplings',
    'Cake',
    'Tonic',
  ],
  items: [
    'Potion',
    'Scroll',
    'Chest',
    'Ore',
    'Herb',
    'Key',
    'Feather',
    'Crystal',
    'Ingot',
    'Token',
    'Elixir',
    'Shard',
    'Coin',
    'Bandage',
    'Lens',
  ],
  systems: [
    'Council',
    'Arena',
    'Guild',
    'Forge',
    'Market',
    'Academy',
    'Tournament',
    'Expedition',
    'Workshop',
    'League',
    'Festival',
    'Treasury',
    'Bounty Board',
    'Garrison',
    'Observatory',
  ],
};

const TAGS = [
  'attack',
  'defence',
  'speed',
  'support',
  'healing',
  'fire',
  'ice',
  'storm',
  'poison',
  'event',
  'starter',
  'endgame',
  'pvp',
  'boss drop',
  'craftable',
  'limited',
];

const EFFECTS = [
  'Raises attack by',
  'Raises defence by',
  'Speeds up skill charge by',
  'Heals the weakest ally for',
  'Adds fire damage worth',
  'Slows enemies by',
  'Cuts damage taken by',
  'Boosts critical chance by',
];

const CONDITIONS = [
  'while above half health',
  'for the first three turns',
  'against bosses',
  'in guild battles',
  'when an ally falls',
  'during events',
  'at night in the field',
  'after a critical hit',
];

/** A deterministic hash of the index, so neighbouring entries (and the same name in other places) differ. */
function pick<T>(items: readonly T[], i: number, salt: number): T {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b9), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return items[(h >>> 0) % items.length] as T;
}

function scaleEntry(category: DatabaseCategory, i: number) {
  const nouns = NOUNS[category];
  const name = `${ADJECTIVES[i % 20]} ${nouns[Math.floor(i / 20) % 15]} of ${PLACES[Math.floor(i / 300) % 20]}`;
  const percent = 3 + (i % 28);
  const summary = `${pick(EFFECTS, i, 1)} ${percent}% ${pick(CONDITIONS, i, 2)}.`;
  const tags = [
    ...new Set([
      pick(TAGS, i, 3),
      ...(i % 2 === 0 ? [pick(TAGS, i, 4)] : []),
      ...(i % 5 === 0 ? [pick(TAGS, i, 5)] : []),
    ]),
  ];
  const place = PLACES[(i * 7) % 20] as string;
  return {
    category,
    name,
    // Names are unique within the category by construction.
    slug: slugifyName(name),
    summary,
    description: `<p>${summary}</p><p>Most often found around <strong>${place}</strong>.</p>`,
    rarity: i % 7 === 6 ? null : pick(RARITIES, i, 6),
    tags,
    attributes: [
      { label: 'Level', value: String(1 + (i % 80)) },
      { label: 'Found in', value: place },
    ],
    searchText: databaseSearchText({ name, summary, tags }),
  };
}

/**
 * Five thousand entries in each of the twelve categories, inserted in batches, a third of them
 * naming one or two of the scale heroes. Idempotent: the names are fixed, and a rerun inserts
 * (and links) only what is missing.
 */
export async function seedScaleDatabaseEntries(db: Db): Promise<number> {
  const heroIds = (
    await db
      .select({ id: heroes.id })
      .from(heroes)
      .where(like(heroes.slug, 'scale-hero-%'))
      .orderBy(asc(heroes.slug))
  ).map((row) => row.id);
  const batchSize = 1_000;
  const counts = await db
    .select({ category: databaseEntries.category, n: count() })
    .from(databaseEntries)
    .groupBy(databaseEntries.category);
  for (const category of DATABASE_CATEGORY_SLUGS) {
    // A category already this full was seeded by an earlier run.
    if ((counts.find((row) => row.category === category)?.n ?? 0) >= SCALE_ENTRIES_PER_CATEGORY) continue;
    for (let start = 0; start < SCALE_ENTRIES_PER_CATEGORY; start += batchSize) {
      const rows = Array.from({ length: batchSize }, (_, k) => scaleEntry(category, start + k));
      const indexOf = new Map(rows.map((row, k) => [row.slug, start + k]));
      const created = await db
        .insert(databaseEntries)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: databaseEntries.id, slug: databaseEntries.slug });
      if (heroIds.length === 0 || created.length === 0) continue;
      const offset = DATABASE_CATEGORY_SLUGS.indexOf(category) * 17;
      const links = created.flatMap((entry) => {
        const i = (indexOf.get(entry.slug) ?? 0) + offset;
        if (i % 3 !== 0) return [];
        const first = heroIds[(i * 31) % heroIds.length] as string;
        const second = heroIds[(i * 31 + 977) % heroIds.length] as string;
        return i % 2 === 0
          ? [
              { entryId: entry.id, heroId: first, position: 0 },
              { entryId: entry.id, heroId: second, position: 1 },
            ]
          : [{ entryId: entry.id, heroId: first, position: 0 }];
      });
      if (links.length > 0) await db.insert(databaseEntryHeroes).values(links).onConflictDoNothing();
    }
  }
  return SCALE_ENTRIES_PER_CATEGORY * DATABASE_CATEGORY_SLUGS.length;
}
