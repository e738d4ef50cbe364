import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import type { Rarity } from '@haven/shared/heroes/constants';
import { createRng, hashString, type Rng } from '../random.ts';
import { escapeXml, hsl, n } from '../svg.ts';
import {
  backgroundPattern,
  CARD_CLIP,
  cardSvg,
  linearGradient,
  rarityBadge,
  sparkleField,
} from './card-frame.ts';
import { hairBack, head, pickLook, shoulders } from './character.ts';
import { CREATURES } from './creatures.ts';
import { GLYPHS, OUTLINE, type Paint } from './glyphs.ts';
import { PORTRAIT_SIZE } from './hero-portrait.ts';
import { RARITY_COLOURS } from './palette.ts';

export type EmblemInput = {
  category: DatabaseCategory;
  name: string;
  rarity: Rarity | null;
  /** Names the kind of entry in the image's title, e.g. 'relic'. */
  singular: string;
  /** Label and value pairs; a slot or type helps pick the drawing. */
  attributes?: readonly (readonly [string, string])[];
  tags?: readonly string[];
};

/** Entry images are square and as large as hero portraits, so both kinds of card share one layout. */
export const EMBLEM_SIZE = PORTRAIT_SIZE;

/** Each category's hue, about thirty degrees apart, so a category's cards look alike at a glance. */
const CATEGORY_HUE: Record<DatabaseCategory, number> = {
  quests: 0,
  pets: 28,
  relics: 48,
  recipes: 78,
  mounts: 115,
  items: 148,
  maps: 180,
  gear: 210,
  heir: 242,
  gems: 276,
  systems: 222,
  npc: 332,
};

/** How vivid each category's backdrop is; systems are plain machinery, so nearly grey. */
const CATEGORY_SATURATION: Partial<Record<DatabaseCategory, number>> = { systems: 14 };

/** Up to two capital letters from the first words of a name, e.g. 'Starlit Lantern' → 'SL'. */
export function initialsOf(name: string): string {
  const words = name.match(/[A-Za-z][A-Za-z’']*/g) ?? [];
  const major = words.filter((word) => !['of', 'the', 'and', 'a', 'an', 'to'].includes(word.toLowerCase()));
  return (major.length ? major : words)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Which drawing an entry gets: the first kind whose keywords its name (then its attributes) holds. */
const KINDS: Partial<Record<DatabaseCategory, [kind: string, pattern: RegExp][]>> = {
  gear: [
    ['mantle', /mantle|cloak|cape|robe|shawl/],
    ['cuirass', /cuirass|breastplate|plate|armou?r|mail/],
    ['helm', /helm|helmet|visor/],
    ['boots', /boots?|greaves|shoes/],
    ['gloves', /gloves?|gauntlets?/],
    ['ring', /\bring\b|signet|\bband\b/],
    ['polearm', /halberd|spear|\blance\b|glaive|pike/],
    ['bow', /\bbow\b|longbow/],
    ['staff', /staff|\brod\b|wand|sceptre|scepter/],
    ['quill', /quill|\bpen\b/],
    ['dagger', /lancet|dagger|knife|scalpel/],
    ['satchel', /satchel|\bbag\b|pouch|pack/],
    ['ladle', /ladle|spoon|whisk/],
    ['apron', /apron|tabard/],
    ['charm', /charm|amulet|pendant|talisman|locket/],
    ['shield', /shield|buckler|aegis/],
    ['book', /tome|book|grimoire/],
    ['sword', /blade|sword|sabre|saber|main hand/],
    ['cuirass', /body/],
    ['charm', /trinket/],
  ],
  relics: [
    ['orrery', /orrery|astrolabe/],
    ['hourglass', /hourglass/],
    ['chalice', /chalice|goblet|grail|\bcup\b/],
    ['bell', /bell/],
    ['compass', /lodestone|compass/],
    ['lantern', /lantern|lamp/],
    ['reliquary', /reliquary|casket|shrine/],
    ['mill', /mill|grinder/],
    ['stone', /stone|rune/],
  ],
  recipes: [
    ['pot', /stew|pot|hotpot/],
    ['loaf', /loaf|bread|bun/],
    ['tart', /tart|pie|cake/],
    ['bottle', /cordial|wine|bottle/],
    ['teacup', /\btea\b/],
    ['mug', /cider|ale|mug|cocoa/],
    ['platter', /platter|banquet|feast/],
    ['bowl', /broth|soup|bowl/],
  ],
  items: [
    ['ink', /\bink\b/],
    ['book', /manual|codex|tome|book/],
    ['quill', /quill/],
    ['seal', /seal|summons/],
    ['cloth', /cloth/],
    ['spool', /thread|spool|yarn/],
    ['basket', /basket|hamper/],
    ['coin', /token|coin/],
    ['lantern', /lantern/],
    ['vial', /dust|polish/],
    ['pouch', /pouch|purse|shard/],
    ['vial', /essence/],
    ['ingot', /ingot|ore/],
    ['herbs', /herb|bundle/],
    ['tin', /\btin\b|spice/],
    ['tonic', /tonic|potion|elixir/],
    ['biscuit', /biscuit|cookie/],
    ['ribbon', /ribbon/],
    ['laurel', /laurel/],
    ['ember', /ember/],
    ['key', /\bkey\b/],
    ['chest', /chest|cache|coffer/],
  ],
  pets: [
    ['moth', /moth/],
    ['pangolin', /pangolin/],
    ['owl', /owl/],
    ['tortoise', /tortoise|turtle/],
    ['fox', /fox/],
    ['otter', /otter/],
    ['heron', /heron|crane|stork/],
    ['salamander', /salamander|lizard|newt/],
    ['hedgehog', /hedgehog/],
  ],
  mounts: [
    ['palanquin', /palanquin|moth/],
    ['griffin', /griffin|gryphon/],
    ['boat', /barge|boat|swan/],
    ['pony', /pony/],
    ['stag', /stag|deer|elk/],
    ['strider', /strider|ostrich/],
    ['drake', /drake|dragon|wyrm/],
    ['horse', /destrier|horse|steed|charger/],
  ],
  systems: [
    ['ember', /bonfire|fire/],
    ['arena', /coliseum|arena/],
    ['tower', /tower/],
    ['ascend', /ascension|ascend/],
    ['cloche', /banquet|kitchen/],
    ['rings', /marriage|heir/],
    ['fusion', /fusion|gem/],
    ['bolt', /flash|event/],
    ['attune', /attune|relic/],
  ],
  heir: [
    ['handshake', /diplomat|envoy/],
    ['heart', /constitution|health|heart/],
    ['book', /scholar|study|learn/],
    ['sprout', /green|thumb|garden/],
    ['goblet', /banquet|host|feast/],
    ['starburst', /star/],
    ['gate', /ward|gate/],
  ],
  quests: [
    ['house', /manor|house|home/],
    ['gate', /gate/],
    ['drop', /\bink\b|canal/],
    ['ember', /bonfire/],
    ['lantern', /lantern/],
    ['leaf', /herb/],
    ['comet', /comet/],
    ['moon', /moon/],
    ['ship', /\bsea\b|ship|voyage/],
  ],
};

/** Drawings chosen by the name's hash when no keyword matches, per category. */
const FALLBACK: Record<DatabaseCategory, string[]> = {
  gear: ['sword', 'shield', 'helm', 'ring'],
  relics: ['orb', 'idol', 'stone'],
  recipes: ['bowl', 'pot', 'platter'],
  items: ['pouch', 'vial', 'chest', 'coin'],
  pets: ['critter'],
  mounts: ['horse', 'stag'],
  systems: ['cog'],
  heir: ['starburst', 'heart'],
  quests: ['starburst', 'scroll'],
  maps: [],
  npc: [],
  gems: [],
};

/** The kind an entry is drawn as, from keywords in its name, then its attributes and tags. */
export function entryKind(input: EmblemInput): string {
  const rules = KINDS[input.category] ?? [];
  const texts = [
    input.name.toLowerCase(),
    [...(input.attributes ?? []).map(([, value]) => value), ...(input.tags ?? [])].join(' ').toLowerCase(),
  ];
  for (const text of texts) {
    for (const [kind, pattern] of rules) if (pattern.test(text)) return kind;
  }
  const fallback = FALLBACK[input.category];
  return fallback.length
    ? (fallback[hashString(input.name) % fallback.length] ?? 'starburst')
    : input.category;
}

const GEM_COLOURS: [RegExp, number, number][] = [
  [/ruby/, 350, 62],
  [/garnet/, 345, 38],
  [/sapphire/, 222, 52],
  [/peridot|emerald|jade/, 95, 48],
  [/topaz|amber/, 34, 54],
  [/amethyst/, 275, 55],
  [/spinel|quicksilver|diamond/, 210, 78],
  [/pearl|moon/, 40, 90],
  [/opal|star/, 190, 76],
];

function gem(name: string, rng: Rng): { svg: string; hue: number } {
  const lower = name.toLowerCase();
  const [, hue, light] = GEM_COLOURS.find(([pattern]) => pattern.test(lower)) ?? [
    null,
    rng.range(0, 360),
    55,
  ];
  const base = hsl(hue, 70, light);
  const deep = hsl(hue, 70, Math.max(18, light - 26));
  const glint = '<path d="M-10-30l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" fill="#fff" opacity=".85"/>';
  let body: string;
  const cut = /pearl/.test(lower) ? 5 : /tear/.test(lower) ? 2 : ([0, 1, 3, 4][hashString(name) % 4] ?? 0);
  switch (cut) {
    case 0: // Brilliant
      body = `<path d="M-50-14L-28-46H28L50-14L0 54Z" fill="${base}" ${OUTLINE}/><path d="M-28-46L-14-14H14L28-46ZM-50-14H50L0 54Z" fill="${deep}" opacity=".45"/><path d="M-14-14L0 54L14-14" stroke="#fff" stroke-opacity=".3" fill="none"/>`;
      break;
    case 1: // Step cut
      body = `<path d="M-34-50H34L50-34V34L34 50H-34L-50 34V-34Z" fill="${base}" ${OUTLINE}/><path d="M-22-34H22L34-22V22L22 34H-22L-34 22V-22Z" fill="${deep}" opacity=".5"/><path d="M-12-20H12V20H-12Z" fill="#fff" opacity=".25"/>`;
      break;
    case 2: // Pear
      body = `<path d="M0-60C20-30 44-6 44 18A44 44 0 0 1-44 18C-44-6-20-30 0-60Z" fill="${base}" ${OUTLINE}/><path d="M0-40L24 16L0 50L-24 16Z" fill="${deep}" opacity=".4"/>`;
      break;
    case 3: // Heart
      body = `<path d="M0 54C-40 28-56 4-56-20A28 28 0 0 1 0-32A28 28 0 0 1 56-20C56 4 40 28 0 54Z" fill="${base}" ${OUTLINE}/><path d="M0-20L20 10L0 36L-20 10Z" fill="${deep}" opacity=".45"/>`;
      break;
    case 4: // Marquise
      body = `<path d="M0-62C36-30 36 30 0 62C-36 30-36-30 0-62Z" fill="${base}" ${OUTLINE}/><path d="M0-62L14 0L0 62L-14 0Z" fill="${deep}" opacity=".45"/><path d="M-26 0H26" stroke="#fff" stroke-opacity=".3"/>`;
      break;
    default: // Pearl on a shell
      body = `<path d="M-60 40C-60 0-30-20 0-20S60 0 60 40Z" fill="${hsl(hue + 10, 40, 70)}" ${OUTLINE}/><path d="M-40 40L-20-14M0 40V-20M40 40L20-14" stroke="#0002" stroke-width="3"/><circle cy="6" r="30" fill="${base}" ${OUTLINE}/><circle cx="-10" cy="-4" r="9" fill="#fff" opacity=".7"/>`;
  }
  return { svg: `<circle r="64" fill="${base}" opacity=".25"/>${body}${glint}`, hue };
}

/** A small map: a seeded coastline on parchment, with the landmarks its name suggests. */
function mapPicture(name: string, rng: Rng, hue: number): string {
  const lower = name.toLowerCase();
  const sea = hsl(200 + rng.range(-15, 15), 45, 62);
  const land = hsl(80 + rng.range(-30, 30), 35, 62);
  let coast = '';
  const cx = 128 + rng.range(-16, 16);
  const cy = 112 + rng.range(-10, 10);
  const points = 14;
  const phase = rng.range(0, 6);
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * Math.PI * 2;
    const r = 74 + 18 * Math.sin(a * 3 + phase) + rng.range(-12, 12);
    coast += `${i ? 'L' : 'M'}${n(cx + r * Math.cos(a))} ${n(cy + r * 0.8 * Math.sin(a))}`;
  }
  let marks = '';
  const mark = (x: number, y: number, svg: string) => `<g transform="translate(${n(x)} ${n(y)})">${svg}</g>`;
  if (/pass|tower|north|mountain/.test(lower))
    for (let i = 0; i < 4; i += 1)
      marks += mark(
        80 + i * 26 + rng.range(-4, 4),
        90 + rng.range(-10, 10),
        '<path d="M-14 10L0-14L14 10Z" fill="#8a7a6a" stroke="#4a3a2a" stroke-width="2"/><path d="M-5-6L0-14L5-6Z" fill="#fff"/>',
      );
  if (/canal|run|river|archive|sunken/.test(lower)) {
    marks += `<path d="M${n(cx - 80)} ${n(cy + 10)}Q${n(cx)} ${n(cy - 30)} ${n(cx + 80)} ${n(cy + 20)}" stroke="${sea}" stroke-width="8" fill="none"/>`;
    marks += `<path d="M${n(cx - 20)} ${n(cy - 60)}V${n(cy + 60)}M${n(cx + 20)} ${n(cy - 60)}V${n(cy + 60)}" stroke="${sea}" stroke-width="5"/>`;
  }
  if (/fen|moor|marsh/.test(lower))
    for (let i = 0; i < 9; i += 1)
      marks += mark(
        rng.range(70, 186),
        rng.range(70, 160),
        '<path d="M-6 4L-4-6M0 4V-8M6 4L4-6" stroke="#4a6a3a" stroke-width="2.5"/><ellipse cy="5" rx="9" ry="3" fill="#6a9ab0"/>',
      );
  if (/orchard|terrace|verdant|garden/.test(lower))
    for (let i = 0; i < 10; i += 1)
      marks += mark(
        rng.range(76, 180),
        rng.range(76, 156),
        `<circle r="7" fill="${hsl(100 + rng.range(-20, 20), 45, 36)}" stroke="#2a3a1a" stroke-width="1.5"/><circle cx="2" cy="-2" r="2" fill="${/orchard|amber/.test(lower) ? '#e0902a' : '#8bc34a'}"/>`,
      );
  if (/coliseum|arena/.test(lower))
    marks += mark(
      cx,
      cy,
      '<ellipse rx="34" ry="22" fill="#d9c8a0" stroke="#6a5a4a" stroke-width="5"/><ellipse rx="20" ry="12" fill="#c9a86a"/>',
    );
  if (/lantern|reach|town|city/.test(lower) || marks === '')
    for (let i = 0; i < 6; i += 1)
      marks += mark(
        cx - 40 + i * 16 + rng.range(-3, 3),
        cy + rng.range(-20, 20),
        `<path d="M-7 8V-2L0-9L7-2V8Z" fill="${hsl(hue + rng.range(-40, 40), 40, 55)}" stroke="#4a3a2a" stroke-width="1.5"/>`,
      );
  if (/tower/.test(lower))
    marks += mark(
      cx + 20,
      cy + 10,
      '<path d="M-8 26L-6-24H6L8 26Z" fill="#8a8a9a" stroke="#3a3a4a" stroke-width="2"/><path d="M-10-24L0-40L10-24Z" fill="#a03a3a"/>',
    );
  if (/archive|sunken/.test(lower))
    marks += mark(
      cx,
      cy + 30,
      '<path d="M-24 14H24M-20 14V-6M-8 14V-6M4 14V-6M16 14V-6M-26-6H26L0-20Z" stroke="#6a6a7a" stroke-width="4" fill="#d9d9e0"/>',
    );
  const route = `M${n(cx - 70)} ${n(cy + 40)}Q${n(cx - 10)} ${n(cy - 50 + rng.range(-20, 20))} ${n(cx + 60)} ${n(cy + 30)}`;
  return (
    '<rect width="256" height="256" fill="#e9dcc0"/>' +
    `<rect x="20" y="24" width="216" height="180" rx="6" fill="${sea}"/>` +
    `<path d="${coast}Z" fill="${land}" stroke="#6a5a3a" stroke-width="3"/>` +
    marks +
    `<path d="${route}" stroke="#8a3a2a" stroke-width="3" stroke-dasharray="6 5" fill="none"/>` +
    `<path d="M${n(cx + 60)} ${n(cy + 22)}l10 10m0-10l-10 10" stroke="#b02a2a" stroke-width="4"/>` +
    '<g transform="translate(52 56)"><circle r="14" fill="#f6efdc" stroke="#6a5a3a" stroke-width="2"/><path d="M0-13L4 0L0 13L-4 0Z" fill="#6a5a3a"/><path d="M0-13L4 0H-4Z" fill="#b02a2a"/></g>' +
    '<rect x="20" y="24" width="216" height="180" rx="6" fill="none" stroke="#8a6a3a" stroke-width="4"/>'
  );
}

const NPC_HATS: [RegExp, (cloth: string, trim: string) => string][] = [
  [
    /chef|cook/,
    () =>
      '<path d="M-30-26H30V-44C44-48 44-72 26-70C22-88-22-88-26-70C-44-72-44-48-30-44Z" fill="#fbf7ef" stroke="#0002"/>',
  ],
  [
    /captain/,
    (c, t) =>
      `<path d="M-50-24Q0-60 50-24Q30-34 0-34T-50-24Z" fill="${c}" stroke="${t}" stroke-width="3"/><path d="M-30-30Q0-70 30-30Z" fill="${c}"/>`,
  ],
  [
    /sister|mother|abbess/,
    (c) =>
      `<path d="M-40 60C-48-30-26-50 0-50S48-30 40 60H28C34 0 20-28 0-28S-34 0-28 60Z" fill="${c}"/><path d="M-30-22Q0-34 30-22" stroke="#fff" stroke-width="6" fill="none"/>`,
  ],
  [
    /headmistress|master|dean/,
    (_c, t) =>
      `<path d="M-42-32L0-48L42-32L0-16Z" fill="#1d1830"/><path d="M-24-28V-16C-12-10 12-10 24-16V-28" fill="#1d1830"/><path d="M42-32V-8" stroke="${t}" stroke-width="2.5"/>`,
  ],
  [
    /ferryman|old/,
    (c) =>
      `<ellipse cy="-28" rx="54" ry="12" fill="#c9a86a" stroke="#6a5a3a" stroke-width="2"/><path d="M-26-30Q0-64 26-30Z" fill="#c9a86a" stroke="#6a5a3a" stroke-width="2"/><path d="M-26-32H26" stroke="${c}" stroke-width="4"/>`,
  ],
  [
    /madame|lady|duchess/,
    (c, t) =>
      `<ellipse cx="4" cy="-34" rx="48" ry="12" fill="${c}" transform="rotate(-8)"/><path d="M-20-36Q0-64 24-40Z" fill="${c}"/><path d="M20-44C40-70 56-60 60-50C48-56 36-52 26-40Z" fill="${t}"/>`,
  ],
  [
    /quartermaster|sergeant/,
    (c, t) =>
      `<path d="M-32-20C-34-44-16-50 0-50S34-44 32-20Z" fill="${c}"/><path d="M-34-20H40L46-12H-34Z" fill="#1b1423"/><circle cy="-34" r="5" fill="${t}"/>`,
  ],
  [
    /pedlar|peddler|merchant/,
    (c) =>
      `<path d="M-34-14C-36-40-18-48 0-48S36-40 34-14Z" fill="${c}"/><path d="M30-22L46-6L40-30Z" fill="${c}"/>`,
  ],
  [
    /archivist|scribe|librarian/,
    (c) =>
      `<path d="M-40 40C-46-30-24-52 0-52S46-30 40 40L30 40C32-10 20-30 0-30S-32-10-30 40Z" fill="${c}"/>`,
  ],
];

/** A bust of a townsfolk character: face kit plus a hat and garb from their title. */
function npcPicture(name: string, rng: Rng, hue: number): string {
  const lower = name.toLowerCase();
  const look = pickLook(rng, {
    glasses: /archivist|headmistress|scribe/.test(lower) ? 0.9 : 0.1,
    beard: /old|captain|quartermaster|chef|pedlar/.test(lower) ? 0.6 : 0.1,
  });
  const cloth = hsl(hue + rng.range(-30, 30), 45, 36);
  const trim = hsl(hue + 160, 60, 60);
  const hat = NPC_HATS.find(([pattern]) => pattern.test(lower))?.[1](cloth, trim) ?? '';
  const aproned = /chef|cook|pedlar/.test(lower);
  return (
    `<g transform="translate(128 0)"><g transform="translate(0 96)">${hairBack(look)}</g>` +
    `<g transform="translate(0 146)"><rect x="-12" y="-16" width="24" height="26" fill="${look.skin}"/>${shoulders(80, cloth)}` +
    (aproned
      ? `<path d="M-30 26H30V90H-30Z" fill="#f6efdc"/>`
      : `<path d="M-18 0L0 36L18 0" stroke="${trim}" stroke-width="5" fill="none"/>`) +
    (/pedlar|merchant/.test(lower)
      ? '<rect x="46" y="-10" width="40" height="56" rx="8" fill="#8a5a34" stroke="#1b1423" stroke-opacity=".5" stroke-width="2"/>'
      : '') +
    `</g><g transform="translate(0 96)">${head(look, { hatted: hat !== '' && !/sister|archivist/.test(lower) })}${hat}</g></g>`
  );
}

/** A badge behind an emblem: round for traits and daily tasks, a shield for talents, a star for events. */
function badge(category: DatabaseCategory, input: EmblemInput): string {
  const type = (input.attributes ?? []).map(([, value]) => value.toLowerCase()).join(' ');
  if (category === 'heir')
    return /talent/.test(type)
      ? `<path d="M-66-64H66V4C66 44 30 64 0 74C-30 64-66 44-66 4Z" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`
      : '<circle r="70" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>';
  if (category === 'quests') {
    if (/story/.test(type))
      return '<path d="M-70-70H70V60L0 80L-70 60Z" fill="#f6efdc" fill-opacity=".3" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>';
    if (/event/.test(type))
      return '<path d="M0-80L20-24L78-24L32 10L50 66L0 32L-50 66L-32 10L-78-24L-20-24Z" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>';
    if (/daily/.test(type))
      return '<circle r="72" fill="#ffe08a" fill-opacity=".25" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-dasharray="10 6"/>';
    return '<rect x="-70" y="-70" width="140" height="140" rx="30" fill="#fff" fill-opacity=".15" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>';
  }
  if (category === 'systems')
    return '<circle r="72" fill="#000" fill-opacity=".2" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>';
  return '';
}

/** A ground or stand under the subject, by category. */
function stage(category: DatabaseCategory, hue: number): string {
  if (category === 'pets' || category === 'mounts')
    return `<path d="M0 256V176Q128 150 256 176V256Z" fill="${hsl(hue + 60, 35, 32)}"/><ellipse cx="128" cy="178" rx="80" ry="10" fill="#000" opacity=".2"/>`;
  if (category === 'relics' || category === 'gems' || category === 'items')
    return '<ellipse cx="128" cy="176" rx="74" ry="16" fill="#000" opacity=".25"/><ellipse cx="128" cy="172" rx="64" ry="12" fill="#fff" opacity=".12"/>';
  if (category === 'recipes')
    return `<path d="M0 256V170H256V256Z" fill="${hsl(28, 35, 30)}"/><path d="M0 170H256" stroke="#000" stroke-opacity=".3" stroke-width="3"/>`;
  return '';
}

/**
 * Draws an entry's image (a square SVG card): what the entry is, picked from keywords in its name
 * and attributes (a mantle, a cuirass, a fox, a stew, a small map, a townsfolk portrait), on a
 * backdrop in the category's hue, framed and tinted by the rarity when it has one. The name seeds
 * the entry's own colours, tilt and details, so entries of one kind still tell apart.
 */
export function databaseEmblemSvg(input: EmblemInput): string {
  const rng = createRng(`database:${input.category}:${input.name}`);
  const own = hashString(input.name) % 360;
  const hue = CATEGORY_HUE[input.category] + rng.range(-18, 18);
  const saturation = CATEGORY_SATURATION[input.category] ?? 50;
  const frame = input.rarity
    ? RARITY_COLOURS[input.rarity]
    : [hsl(hue, saturation * 0.5, 82), hsl(hue, saturation * 0.6, 58), hsl(hue, saturation * 0.7, 36)];
  const fill = input.rarity
    ? [frame[0] ?? '#fff', frame[Math.min(1, frame.length - 1)] ?? '#ccc']
    : [hsl(own, 65, 80), hsl(own + 30, 55, 50)];
  const accent = hsl(own + 180, 65, 55);
  const paint: Paint = { hue: own, accent, rng };
  const kind = entryKind(input);

  const defs =
    '<defs>' +
    linearGradient('fr', frame, 'x1="0" y1="0" x2="1" y2="1"') +
    linearGradient('em', fill, 'x1="0" y1="0" x2=".4" y2="1"') +
    '<linearGradient id="mt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f7fa"/>' +
    '<stop offset=".55" stop-color="#a9b4c0"/><stop offset="1" stop-color="#5d6873"/></linearGradient>' +
    `<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${hsl(hue, saturation, 62)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 20, saturation * 0.9, 15)}"/></radialGradient>` +
    CARD_CLIP +
    '</defs>';

  let subject: string;
  if (input.category === 'maps') subject = mapPicture(input.name, rng, own);
  else if (input.category === 'npc')
    subject =
      '<rect width="256" height="256" fill="url(#bg)"/>' +
      backgroundPattern(rng, { centreY: 100, kinds: 4 }) +
      npcPicture(input.name, rng, own);
  else {
    const drawn =
      input.category === 'gems'
        ? gem(input.name, rng).svg
        : (CREATURES[kind] ?? GLYPHS[kind] ?? GLYPHS.starburst)?.(paint);
    const tilt = input.category === 'pets' || input.category === 'mounts' ? 0 : rng.range(-10, 10);
    const flip = (input.category === 'pets' || input.category === 'mounts') && rng.next() < 0.4 ? -1 : 1;
    const scale = rng.range(1.05, 1.2);
    subject =
      '<rect width="256" height="256" fill="url(#bg)"/>' +
      backgroundPattern(rng, { centreY: 112, kinds: 4 }) +
      stage(input.category, hue) +
      sparkleField(rng, input.rarity, { left: [20, 64], right: [192, 236], top: 56, bottom: 190 }) +
      `<g transform="translate(128 112) scale(${n(scale * 0.8)})">${badge(input.category, input)}</g>` +
      `<g transform="translate(128 112) rotate(${n(tilt)}) scale(${n(flip * scale)} ${n(scale)})">${drawn}</g>`;
  }
  const inner = `<g clip-path="url(#in)">${subject}</g>`;

  const medallion =
    `<circle cx="220" cy="36" r="19" fill="${hsl(hue, saturation * 0.9, 28)}" stroke="url(#fr)" stroke-width="3"/>` +
    `<text x="220" y="41" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" ` +
    `font-weight="700" font-size="14" fill="#fff">${escapeXml(initialsOf(input.name))}</text>`;

  const title = input.rarity
    ? `${input.name}, ${input.rarity} ${input.singular}`
    : `${input.name}, ${input.singular}`;
  return cardSvg({
    defs,
    picture: inner,
    name: input.name,
    corners: (input.rarity ? rarityBadge(input.rarity) : '') + medallion,
    title,
  });
}
