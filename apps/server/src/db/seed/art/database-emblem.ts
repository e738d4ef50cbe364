import type { DatabaseCategory } from '@haven/shared/game-database/constants';
import type { Rarity } from '@haven/shared/heroes/constants';
import { createRng } from '../random.ts';
import { escapeXml, hsl, n } from '../svg.ts';
import {
  backgroundPattern,
  CARD_CLIP,
  cardSvg,
  linearGradient,
  rarityBadge,
  sparkleField,
} from './card-frame.ts';
import { PORTRAIT_SIZE } from './hero-portrait.ts';
import { RARITY_COLOURS } from './palette.ts';

export type EmblemInput = {
  category: DatabaseCategory;
  name: string;
  rarity: Rarity | null;
  /** Names the kind of entry in the image's title, e.g. 'relic'. */
  singular: string;
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

/** A dark outline shared by every emblem so it stands out from its backdrop. */
const OUTLINE = 'stroke="#1b1423" stroke-opacity=".55" stroke-width="3" stroke-linejoin="round"';

/** The category's emblem, drawn round (0, 0) in a box about 110 units wide, filled with `url(#em)`. */
function emblem(category: DatabaseCategory, accent: string): string {
  switch (category) {
    case 'gear':
      // A sword, point up, tilted by the caller.
      return (
        `<path d="M0-58L9-45V20H-9V-45Z" fill="url(#em)" ${OUTLINE}/>` +
        '<path d="M0-44V14" stroke="#1b1423" stroke-opacity=".35" stroke-width="2.5"/>' +
        `<rect x="-28" y="18" width="56" height="10" rx="5" fill="${accent}" ${OUTLINE}/>` +
        `<rect x="-5" y="28" width="10" height="22" rx="3" fill="#5b3a26" ${OUTLINE}/>` +
        `<circle cx="0" cy="55" r="7" fill="${accent}" ${OUTLINE}/>`
      );
    case 'relics':
      // An amulet on a chain with a four-pointed star.
      return (
        '<path d="M-32-56Q0-14 32-56" fill="none" stroke="#1b1423" stroke-opacity=".55" stroke-width="7"/>' +
        `<path d="M-32-56Q0-14 32-56" fill="none" stroke="${accent}" stroke-width="3.5" ` +
        'stroke-dasharray="6 4"/>' +
        `<rect x="-7" y="-34" width="14" height="12" rx="3" fill="${accent}" ${OUTLINE}/>` +
        `<circle cx="0" cy="10" r="36" fill="url(#em)" ${OUTLINE}/>` +
        '<circle cx="0" cy="10" r="25" fill="none" stroke="#1b1423" stroke-opacity=".3" stroke-width="3"/>' +
        `<path d="M0-8Q3 7 18 10Q3 13 0 28Q-3 13-18 10Q-3 7 0-8Z" fill="${accent}" ${OUTLINE}/>`
      );
    case 'gems':
      // A brilliant cut seen from the side, with its facets.
      return (
        `<path d="M-48-14L-26-44H26L48-14L0 50Z" fill="url(#em)" ${OUTLINE}/>` +
        '<path d="M-26-44L-13-14H13L26-44Z" fill="#fff" opacity=".35"/>' +
        '<path d="M-48-14H48M-26-44L-13-14L0-44L13-14L26-44M-13-14L0 50L13-14" fill="none" ' +
        'stroke="#1b1423" stroke-opacity=".35" stroke-width="2"/>'
      );
    case 'pets':
      // A paw print.
      return (
        `<path d="M0 4C-24 4-36 26-32 40C-28 54-12 50 0 47C12 50 28 54 32 40C36 26 24 4 0 4Z" ` +
        `fill="url(#em)" ${OUTLINE}/>` +
        `<ellipse cx="-36" cy="-14" rx="11" ry="15" transform="rotate(-24 -36 -14)" fill="url(#em)" ${OUTLINE}/>` +
        `<ellipse cx="-14" cy="-36" rx="11.5" ry="16" transform="rotate(-8 -14 -36)" fill="url(#em)" ${OUTLINE}/>` +
        `<ellipse cx="14" cy="-36" rx="11.5" ry="16" transform="rotate(8 14 -36)" fill="url(#em)" ${OUTLINE}/>` +
        `<ellipse cx="36" cy="-14" rx="11" ry="15" transform="rotate(24 36 -14)" fill="url(#em)" ${OUTLINE}/>`
      );
    case 'mounts':
      // A horseshoe with its nail holes.
      return (
        `<path d="M-38-46C-54 0-42 50 0 50C42 50 54 0 38-46H18C30-6 22 30 0 30C-22 30-30-6-18-46Z" ` +
        `fill="url(#em)" ${OUTLINE}/>` +
        [
          [-34, -30],
          [-38, -6],
          [-32, 18],
          [34, -30],
          [38, -6],
          [32, 18],
        ]
          .map(
            ([x, y]) =>
              `<rect x="${(x ?? 0) - 3}" y="${(y ?? 0) - 4}" width="6" height="8" rx="2" fill="#1b1423" opacity=".5"/>`,
          )
          .join('') +
        `<path d="M-38-46H-18M18-46H38" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`
      );
    case 'maps':
      // A compass rose.
      return (
        '<circle r="32" fill="none" stroke="#1b1423" stroke-opacity=".45" stroke-width="7"/>' +
        `<circle r="32" fill="none" stroke="${accent}" stroke-width="3.5"/>` +
        `<path d="M0-34L7-7L34 0L7 7L0 34L-7 7L-34 0L-7-7Z" transform="rotate(45)" fill="${accent}" ${OUTLINE}/>` +
        `<path d="M0-58L11-11L58 0L11 11L0 58L-11 11L-58 0L-11-11Z" fill="url(#em)" ${OUTLINE}/>` +
        '<path d="M0-58L11-11L0 0ZM58 0L11 11L0 0ZM0 58L-11 11L0 0ZM-58 0L-11-11L0 0Z" fill="#1b1423" ' +
        'opacity=".3"/>' +
        `<circle r="5" fill="${accent}" ${OUTLINE}/>`
      );
    case 'npc':
      // A hooded figure with a speech bubble.
      return (
        `<path d="M-50 52C-50 20-32 6-8 4H8C32 6 50 20 50 52Z" fill="url(#em)" ${OUTLINE}/>` +
        `<circle cx="0" cy="-22" r="22" fill="url(#em)" ${OUTLINE}/>` +
        `<path d="M-24-20C-26-48 26-48 24-20C20-36-20-36-24-20Z" fill="${accent}" ${OUTLINE}/>` +
        `<path d="M22-62H58Q64-62 64-56V-38Q64-32 58-32H40L30-22L32-32H22Q16-32 16-38V-56Q16-62 22-62Z" ` +
        `fill="#fff" ${OUTLINE}/>` +
        '<g fill="#1b1423" opacity=".6"><circle cx="30" cy="-47" r="3"/><circle cx="40" cy="-47" r="3"/>' +
        '<circle cx="50" cy="-47" r="3"/></g>'
      );
    case 'quests':
      // A scroll with a wax seal.
      return (
        `<rect x="-34" y="-42" width="68" height="84" fill="url(#em)" ${OUTLINE}/>` +
        `<rect x="-44" y="-54" width="88" height="15" rx="7.5" fill="url(#em)" ${OUTLINE}/>` +
        `<rect x="-44" y="39" width="88" height="15" rx="7.5" fill="url(#em)" ${OUTLINE}/>` +
        '<path d="M-22-24H22M-22-10H22M-22 4H14M-22 18H4" stroke="#1b1423" stroke-opacity=".4" ' +
        'stroke-width="3" stroke-linecap="round"/>' +
        `<circle cx="22" cy="24" r="10" fill="${accent}" ${OUTLINE}/>` +
        '<path d="M17 24H27M22 19V29" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>'
      );
    case 'heir':
      // A crown with three jewels.
      return (
        `<path d="M-48 26L-54-30L-26 -2L0-44L26-2L54-30L48 26Z" fill="url(#em)" ${OUTLINE}/>` +
        `<rect x="-50" y="24" width="100" height="18" rx="4" fill="url(#em)" ${OUTLINE}/>` +
        `<circle cx="-54" cy="-32" r="7" fill="${accent}" ${OUTLINE}/>` +
        `<circle cx="0" cy="-46" r="8" fill="${accent}" ${OUTLINE}/>` +
        `<circle cx="54" cy="-32" r="7" fill="${accent}" ${OUTLINE}/>` +
        `<path d="M0 26L8 33L0 40L-8 33Z" fill="${accent}" ${OUTLINE}/>`
      );
    case 'recipes':
      // A steaming bowl.
      return (
        '<path d="M-20-16C-30-28-10-36-20-52M0-16C-10-28 10-36 0-52M20-16C10-28 30-36 20-52" fill="none" ' +
        'stroke="#fff" stroke-opacity=".85" stroke-width="5" stroke-linecap="round"/>' +
        `<path d="M-50 0H50C50 32 28 50 0 50C-28 50-50 32-50 0Z" fill="url(#em)" ${OUTLINE}/>` +
        `<rect x="-56" y="-8" width="112" height="12" rx="6" fill="${accent}" ${OUTLINE}/>` +
        '<path d="M-30 20Q0 30 30 20" fill="none" stroke="#1b1423" stroke-opacity=".3" stroke-width="3"/>'
      );
    case 'items':
      // A treasure chest with a lock.
      return (
        `<path d="M-50-4V-20C-50-46 50-46 50-20V-4Z" fill="url(#em)" ${OUTLINE}/>` +
        `<rect x="-50" y="-4" width="100" height="52" rx="4" fill="url(#em)" ${OUTLINE}/>` +
        `<path d="M-30-41V48M30-41V48" stroke="${accent}" stroke-width="8"/>` +
        '<path d="M-50-4H50" stroke="#1b1423" stroke-opacity=".55" stroke-width="3"/>' +
        `<rect x="-10" y="-14" width="20" height="24" rx="4" fill="${accent}" ${OUTLINE}/>` +
        '<path d="M0-6V3" stroke="#1b1423" stroke-width="3.5" stroke-linecap="round"/>'
      );
    case 'systems': {
      // A cog with eight teeth.
      let d = '';
      for (let i = 0; i < 8; i += 1) {
        const a = (i * Math.PI) / 4;
        const point = (r: number, offset: number) =>
          `${n(r * Math.cos(a + offset))} ${n(r * Math.sin(a + offset))}`;
        d += `${i === 0 ? 'M' : 'L'}${point(40, -0.3)}L${point(54, -0.17)}L${point(54, 0.17)}L${point(40, 0.3)}`;
        d += `L${point(40, 0.48)}`;
      }
      return (
        `<path d="${d}Z" fill="url(#em)" ${OUTLINE}/>` +
        `<circle r="18" fill="${accent}" ${OUTLINE}/>` +
        '<circle r="8" fill="#1b1423" opacity=".6"/>'
      );
    }
  }
}

/** Up to two capital letters from the first words of a name, e.g. 'Starlit Lantern' → 'SL'. */
export function initialsOf(name: string): string {
  const words = name.match(/[A-Za-z][A-Za-z’']*/g) ?? [];
  const major = words.filter((word) => !['of', 'the', 'and', 'a', 'an', 'to'].includes(word.toLowerCase()));
  return (major.length ? major : words)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * Draws an entry's image (a square SVG): the category's emblem on a backdrop in the category's
 * hue, framed and tinted by the rarity when it has one, with a pattern, tilt and initials
 * derived from the name so entries of one category still tell apart.
 */
export function databaseEmblemSvg(input: EmblemInput): string {
  const rng = createRng(`database:${input.category}:${input.name}`);
  const hue = CATEGORY_HUE[input.category] + rng.range(-12, 12);
  const saturation = CATEGORY_SATURATION[input.category] ?? 50;
  const frame = input.rarity
    ? RARITY_COLOURS[input.rarity]
    : [hsl(hue, saturation * 0.5, 82), hsl(hue, saturation * 0.6, 58), hsl(hue, saturation * 0.7, 36)];
  const fill = input.rarity
    ? [frame[0] ?? '#fff', frame[Math.min(1, frame.length - 1)] ?? '#ccc']
    : [hsl(hue + rng.range(-30, 30), 65, 86), hsl(hue + rng.range(-30, 30), 55, 58)];
  const accent = hsl(hue + 180 + rng.range(-40, 40), 60, 52);

  const defs =
    '<defs>' +
    linearGradient('fr', frame, 'x1="0" y1="0" x2="1" y2="1"') +
    linearGradient('em', fill, 'x1="0" y1="0" x2=".4" y2="1"') +
    `<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${hsl(hue, saturation, 62)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 20, saturation * 0.9, 15)}"/></radialGradient>` +
    CARD_CLIP +
    '</defs>';

  const tilt = input.category === 'gear' ? rng.range(30, 50) : rng.range(-9, 9);
  const inner =
    '<g clip-path="url(#in)"><rect width="256" height="256" fill="url(#bg)"/>' +
    backgroundPattern(rng, { centreY: 112, kinds: 4 }) +
    sparkleField(rng, input.rarity, { left: [20, 64], right: [192, 236], top: 56, bottom: 190 }) +
    '<circle cx="128" cy="112" r="76" fill="#fff" opacity=".1"/>' +
    `<g transform="translate(128 112) rotate(${n(tilt)}) scale(1.15)">${emblem(input.category, accent)}</g>` +
    '</g>';

  const badge = input.rarity ? rarityBadge(input.rarity) : '';

  const medallion =
    `<circle cx="220" cy="36" r="19" fill="${hsl(hue, saturation * 0.9, 28)}" stroke="url(#fr)" stroke-width="3"/>` +
    `<text x="220" y="41" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" ` +
    `font-weight="700" font-size="14" fill="#fff">${escapeXml(initialsOf(input.name))}</text>`;

  const title = input.rarity
    ? `${input.name}, ${input.rarity} ${input.singular}`
    : `${input.name}, ${input.singular}`;
  return cardSvg({ defs, picture: inner, name: input.name, corners: badge + medallion, title });
}
