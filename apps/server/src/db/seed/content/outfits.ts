import { slugifyName } from '@haven/shared/common/slug';
import { OUTFIT_CATEGORIES, type OutfitCategory, type Season } from '../art/outfit-art.ts';
import { createRng } from '../random.ts';

export type OutfitSeed = {
  number: number;
  folderName: string;
  slug: string;
  name: string;
  description: string;
  category: OutfitCategory;
  tags: string[];
  season: Season | null;
};

export const OUTFIT_COUNT = 160;

const WORDS: Record<
  OutfitCategory,
  { adjectives: string[]; nouns: string[]; scenes: string[]; tags: string[] }
> = {
  Formal: {
    adjectives: ['Moonlit', 'Velvet', 'Candlelit', 'Silver-Thread', 'Midnight', 'Pearl', 'Starlace', 'Ivory'],
    nouns: ['Regalia', 'Evening Attire', 'Ballroom Finery', 'Court Ensemble', 'Soirée Attire'],
    scenes: ['a candlelit ball in the Glass Hall', 'an ambassador’s dinner', 'the Pageant’s final night'],
    tags: ['elegant', 'ballroom', 'lace', 'embroidered'],
  },
  Casual: {
    adjectives: ['Meadow', 'Harbour', 'Sunday', 'Orchard', 'Lakeside', 'Market-Day', 'Breezy', 'Hearthside'],
    nouns: ['Wanderer’s Garb', 'Day Clothes', 'Stroll Attire', 'Traveller’s Set', 'Picnic Wear'],
    scenes: [
      'an afternoon in the Lanternreach markets',
      'a ride along the Silverrun',
      'a lazy day at the manor',
    ],
    tags: ['comfy', 'everyday', 'travel', 'cotton'],
  },
  Festival: {
    adjectives: [
      'Lantern',
      'Confetti',
      'Firework',
      'Carnival',
      'Harvest Moon',
      'Blossom',
      'Masquerade',
      'Jubilee',
    ],
    nouns: ['Parade Costume', 'Festival Robes', 'Revelry Set', 'Celebration Garb', 'Fete Attire'],
    scenes: ['the Lantern Festival parade', 'the Flower Fete dances', 'a night of fireworks over the river'],
    tags: ['festival', 'event reward', 'colourful', 'flowers'],
  },
  Battle: {
    adjectives: [
      'Ironclad',
      'Stormguard',
      'Vanguard',
      'Emberforged',
      'Gatewarden',
      'Blackthorn',
      'Sentinel',
      'Duskblade',
    ],
    nouns: ['Battle Harness', 'War Regalia', 'Campaign Armour', 'Skirmish Gear', 'Field Uniform'],
    scenes: ['the front line at the northern pass', 'the Guild Coliseum', 'a long campaign season'],
    tags: ['armoured', 'coliseum', 'ranking reward', 'steel'],
  },
  Royal: {
    adjectives: [
      'Sovereign',
      'Gilded',
      'Crowned',
      'Imperial',
      'Throne-Room',
      'Coronation',
      'Majestic',
      'Heraldic',
    ],
    nouns: ['Regalia', 'Court Mantle', 'Royal Raiment', 'Audience Robes', 'State Attire'],
    scenes: ['an audience before the Queen', 'a coronation anniversary', 'the Royal Banquet'],
    tags: ['royal', 'golden', 'cape', 'limited'],
  },
  Seasonal: {
    adjectives: [
      'Frostbloom',
      'Snowdrift',
      'Autumn Ember',
      'Springtide',
      'Midsummer',
      'Winterhearth',
      'Rainfall',
      'Maple',
    ],
    nouns: ['Seasonal Wear', 'Holiday Attire', 'Wrap Ensemble', 'Fur-Trim Set', 'Solstice Garb'],
    scenes: [],
    tags: ['seasonal', 'limited', 'cosy'],
  },
};

/** The season of each Seasonal adjective, with the scene and tag it brings. */
export const SEASONS: Record<string, Season> = {
  Frostbloom: 'winter',
  Snowdrift: 'winter',
  Winterhearth: 'winter',
  'Autumn Ember': 'autumn',
  Maple: 'autumn',
  Springtide: 'spring',
  Rainfall: 'spring',
  Midsummer: 'summer',
};

const SEASON_SCENES: Record<Season, string> = {
  winter: 'the first snowfall over Aurenvale',
  autumn: 'the autumn hunt in the royal forest',
  spring: 'a spring morning in the royal gardens',
  summer: 'long midsummer evenings on the river',
};

const CLOSING_LINES = [
  'Comes in matching male and female versions.',
  'Both versions share the same trim and palette.',
  'A favourite for Pageant screenshots.',
  'The embroidery catches the light beautifully.',
  'Pairs well with a main hero of the same colours.',
];

const COLOUR_WORDS = ['Crimson', 'Amber', 'Golden', 'Jade', 'Teal', 'Azure', 'Indigo', 'Violet', 'Rose'];

function colourWord(number: number): string {
  const hue = (number * 137.508) % 360;
  const index = Math.min(COLOUR_WORDS.length - 1, Math.floor(((hue + 20) % 360) / 40));
  return COLOUR_WORDS[index] ?? 'Golden';
}

/** Builds the 160 demo outfits outfit_1 … outfit_160 with generated names, descriptions and tags. */
export function buildOutfits(): OutfitSeed[] {
  const used = new Set<string>();
  const outfits: OutfitSeed[] = [];
  for (let number = 1; number <= OUTFIT_COUNT; number += 1) {
    const rng = createRng(`outfit:${number}`);
    const category = rng.pick(OUTFIT_CATEGORIES);
    const words = WORDS[category];
    let adjectiveIndex = rng.int(0, words.adjectives.length - 1);
    let nounIndex = rng.int(0, words.nouns.length - 1);
    let name = '';
    for (let attempt = 0; attempt < words.adjectives.length * words.nouns.length; attempt += 1) {
      name = `${words.adjectives[adjectiveIndex]} ${words.nouns[nounIndex]}`;
      if (!used.has(name)) break;
      adjectiveIndex = (adjectiveIndex + 1) % words.adjectives.length;
      if (adjectiveIndex === 0) nounIndex = (nounIndex + 1) % words.nouns.length;
    }
    if (used.has(name)) name = `${name} ${number}`;
    used.add(name);
    const adjective = words.adjectives[adjectiveIndex] ?? '';
    const season = category === 'Seasonal' ? (SEASONS[adjective] ?? 'winter') : null;
    const tagCount = rng.int(1, 3);
    const pool = [...words.tags];
    const tags: string[] = season ? [season] : [];
    while (tags.length < tagCount && pool.length) {
      tags.push(...pool.splice(rng.int(0, pool.length - 1), 1));
    }
    const colour = colourWord(number);
    const noun = words.nouns[nounIndex] ?? 'attire';
    const scene = season ? SEASON_SCENES[season] : rng.pick(words.scenes);
    const folderName = `outfit_${number}`;
    outfits.push({
      number,
      folderName,
      slug: slugifyName(folderName),
      name,
      description: `${colour}-toned ${noun.toLowerCase()} made for ${scene}. ${rng.pick(CLOSING_LINES)}`,
      category,
      tags,
      season,
    });
  }
  return outfits;
}
