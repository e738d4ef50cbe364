import type { Rng } from '../random.ts';
import { hsl, n } from '../svg.ts';
import { HAIR_COLOURS, SKIN_TONES } from './palette.ts';

// A face and hair kit shared by hero portraits, member avatars and NPC portraits. Everything is
// drawn round the head's centre at (0, 0): the head is about 60 wide and 72 tall, so callers
// place and scale it with a transform.

/** Unusual hair colours, kept for the rarer characters. */
const BRIGHT_HAIR = ['#c9d6ff', '#f0a5c8', '#6ed3c5', '#b18cff', '#ff9d5c', '#9fd36b', '#f4f0e6'];

const EYE_COLOURS = ['#3b2a1f', '#2e5e8c', '#3f7a4a', '#7a4a8c', '#8c5a1f', '#4a4a52', '#a8332f', '#1f7a7a'];

export type Look = {
  skin: string;
  hair: string;
  eyeColour: string;
  face: number;
  eyes: number;
  brows: number;
  mouth: number;
  front: number;
  back: number;
  /** Freckles, a scar, glasses, a beard, an earring or face paint: at most two. */
  marks: Set<'freckles' | 'scar' | 'glasses' | 'beard' | 'moustache' | 'earring' | 'paint'>;
  paint: string;
};

export const HAIR_FRONTS = 9;
export const HAIR_BACKS = 9;

/** Picks a face from the generator; `bright` allows unusual hair colours, `glasses` raises their odds. */
export function pickLook(
  rng: Rng,
  options: { bright?: boolean; glasses?: number; beard?: number } = {},
): Look {
  const hair = options.bright && rng.next() < 0.45 ? rng.pick(BRIGHT_HAIR) : rng.pick(HAIR_COLOURS);
  const marks = new Set<Look['marks'] extends Set<infer M> ? M : never>();
  if (rng.next() < (options.glasses ?? 0.12)) marks.add('glasses');
  if (rng.next() < (options.beard ?? 0.2)) marks.add(rng.next() < 0.5 ? 'beard' : 'moustache');
  const extra = rng.pick(['freckles', 'scar', 'earring', 'paint', null, null] as const);
  if (extra) marks.add(extra);
  return {
    skin: rng.pick(SKIN_TONES),
    hair,
    eyeColour: rng.pick(EYE_COLOURS),
    face: rng.int(0, 2),
    eyes: rng.int(0, 4),
    brows: rng.int(0, 2),
    mouth: rng.int(0, 3),
    front: rng.int(0, HAIR_FRONTS - 1),
    back: rng.int(0, HAIR_BACKS - 1),
    marks,
    paint: hsl(rng.range(0, 360), 70, 55),
  };
}

const FACE = [
  // Oval
  'M-30-4C-30-26-17-36 0-36S30-26 30-4C30 18 17 36 0 36S-30 18-30-4Z',
  // Round
  'M-32-2C-32-24-18-34 0-34S32-24 32-2C32 20 18 32 0 32S-32 20-32-2Z',
  // Long with a pointed chin
  'M-28-6C-28-28-16-38 0-38S28-28 28-6C28 14 14 36 0 39C-14 36-28 14-28-6Z',
];

/** Hair behind the head and shoulders. */
const BACK = [
  '',
  // Long and straight past the shoulders
  'M-35-10C-44 40-38 78-50 104H50C38 78 44 40 35-10Z',
  // Ponytail to one side
  'M26-22C56-18 62 26 46 62C44 32 36 10 22-4Z',
  // High bun
  'M0-44m-16 0a16 16 0 1 0 32 0a16 16 0 1 0-32 0',
  // Bob
  'M-36-8C-40 22-38 42-32 52H32C38 42 40 22 36-8Z',
  // Twin tails
  'M-30-20C-58-10-60 40-48 70C-44 40-38 20-26-4ZM30-20C58-10 60 40 48 70C44 40 38 20 26-4Z',
  // Braid down the back
  'M-8 20h16l-2 14 4 10-6 12 4 12-6 12h-8l-6-12 4-12-6-12 4-10Z',
  // Wavy mane
  'M-36-14C-52 10-40 30-52 52C-40 60-44 84-30 92H30C44 84 40 60 52 52C40 30 52 10 36-14Z',
  // Short spikes at the nape
  'M-32 0L-40 16L-28 12L-30 28L-18 18ZM32 0L40 16L28 12L30 28L18 18Z',
];

/** Hair over the forehead. */
const FRONT = [
  // Short crop
  'M-32 2C-36-36-18-43 0-43C22-43 38-34 32 2C29-14 22-21 12-24C-2-16-20-18-27-20C-30-12-31-6-32 2Z',
  // Parted, framing the face
  'M-34 8C-40-38-16-46 0-46C22-46 42-36 34 8C30-12 22-26 6-30L0-22L-6-30C-22-26-30-12-34 8Z',
  // Side-swept fringe
  'M-34 2C-36-38-12-48 8-44C28-40 39-26 34 2C32-10 26-18 18-22C2-8-20-6-34 2Z',
  // Tousled
  'M-33 2C-40-28-28-42-14-42C-10-50 10-50 16-42C32-42 42-26 33 2L28-14L22-8L18-22L8-14L0-24L-10-14L-16-22L-24-8L-28-14Z',
  // Spiky
  'M-34 0L-40-22L-28-26L-34-44L-14-36L-8-54L6-38L20-52L22-34L40-40L32-20L40-6L30-12C24-22 12-26 0-26C-14-26-26-18-34 0Z',
  // Straight fringe
  'M-33 4C-38-34-20-44 0-44S38-34 33 4C33-6 32-12 30-16H-30C-32-12-33-6-33 4Z',
  // Slicked back with a widow's peak
  'M-31-4C-34-34-18-42 0-42S34-34 31-4C28-20 20-26 10-28L0-20L-10-28C-20-26-28-20-31-4Z',
  // Curls
  'M-34 0a9 9 0 0 1 0-18a10 10 0 0 1 8-18a10 10 0 0 1 16-10a10 10 0 0 1 20 0a10 10 0 0 1 16 10a10 10 0 0 1 8 18a9 9 0 0 1 0 18C30-14 20-22 0-22S-30-14-34 0Z',
  // Long centre part
  'M-35 18C-42-34-16-46 0-46S42-34 35 18C33-6 28-22 14-30C8-26 4-22 0-14C-4-22-8-26-14-30C-28-22-33-6-35 18Z',
];

function eyes(look: Look): string {
  const c = look.eyeColour;
  switch (look.eyes) {
    case 0: // Round and bright
      return (
        `<ellipse cx="-12" cy="2" rx="5" ry="6" fill="${c}"/><ellipse cx="12" cy="2" rx="5" ry="6" fill="${c}"/>` +
        '<circle cx="-10.5" cy="0" r="1.8" fill="#fff"/><circle cx="13.5" cy="0" r="1.8" fill="#fff"/>'
      );
    case 1: // Almond, with lashes
      return (
        '<path d="M-19 2Q-12-5-5 2Q-12 6-19 2ZM5 2Q12-5 19 2Q12 6 5 2Z" fill="#fff"/>' +
        `<circle cx="-12" cy="2" r="3.4" fill="${c}"/><circle cx="12" cy="2" r="3.4" fill="${c}"/>` +
        '<path d="M-20 1Q-12-6-4 1M4 1Q12-6 20 1" stroke="#2a1a14" stroke-width="2" fill="none"/>'
      );
    case 2: // Closed, serene
      return '<path d="M-18 3q6 5 12 0M6 3q6 5 12 0" stroke="#3a2418" stroke-width="2.6" fill="none" stroke-linecap="round"/>';
    case 3: // Narrow and sharp
      return (
        '<path d="M-19 3L-5 0L-7 4ZM19 3L5 0L7 4Z" fill="#fff"/>' +
        `<circle cx="-10" cy="2.2" r="2.2" fill="${c}"/><circle cx="10" cy="2.2" r="2.2" fill="${c}"/>` +
        '<path d="M-20 3L-5-1M20 3L5-1" stroke="#2a1a14" stroke-width="2.2" stroke-linecap="round"/>'
      );
    default: // Large, coloured irises
      return (
        '<ellipse cx="-12" cy="2" rx="6.5" ry="7.5" fill="#fff"/><ellipse cx="12" cy="2" rx="6.5" ry="7.5" fill="#fff"/>' +
        `<ellipse cx="-11" cy="3" rx="4.5" ry="6" fill="${c}"/><ellipse cx="11" cy="3" rx="4.5" ry="6" fill="${c}"/>` +
        '<circle cx="-11" cy="3" r="2" fill="#111"/><circle cx="11" cy="3" r="2" fill="#111"/>' +
        '<circle cx="-9.5" cy="0" r="1.6" fill="#fff"/><circle cx="12.5" cy="0" r="1.6" fill="#fff"/>' +
        '<path d="M-19-3Q-12-8-5-4M5-4Q12-8 19-3" stroke="#2a1a14" stroke-width="2" fill="none"/>'
      );
  }
}

function brows(look: Look, fierce: boolean): string {
  const w = look.brows === 2 ? 3.6 : 2.4;
  const d = fierce
    ? 'M-20-8L-6-5M20-8L6-5'
    : look.brows === 1
      ? 'M-19-8q7-3 13 0M6-8q7-3 13 0'
      : 'M-19-7q7-5 13-2M6-9q6-3 13 2';
  return `<path d="${d}" stroke="${look.hair}" stroke-width="${w}" fill="none" stroke-linecap="round"/>`;
}

function mouth(look: Look): string {
  switch (look.mouth) {
    case 0:
      return '<path d="M-6 20q6 5 12 0" stroke="#7a3b2e" stroke-width="2" fill="none" stroke-linecap="round"/>';
    case 1:
      return '<path d="M-5 21h10" stroke="#7a3b2e" stroke-width="2" stroke-linecap="round"/>';
    case 2:
      return '<path d="M-6 21q7 2 11-3" stroke="#7a3b2e" stroke-width="2" fill="none" stroke-linecap="round"/>';
    default:
      return '<path d="M-7 18q7 9 14 0Z" fill="#7a2e2e"/><path d="M-5 18.5h10" stroke="#fff" stroke-width="1.6"/>';
  }
}

function marks(look: Look): string {
  let out = '';
  const m = look.marks;
  if (m.has('freckles'))
    out +=
      '<g fill="#a0522d" opacity=".5"><circle cx="-16" cy="12" r="1.2"/><circle cx="-12" cy="14" r="1.2"/><circle cx="-19" cy="15" r="1.2"/><circle cx="16" cy="12" r="1.2"/><circle cx="12" cy="14" r="1.2"/><circle cx="19" cy="15" r="1.2"/></g>';
  if (m.has('scar')) out += '<path d="M8-12L18 14" stroke="#9a4a3a" stroke-width="2" opacity=".7"/>';
  if (m.has('paint'))
    out += `<path d="M-26 8h10M-26 12h8M26 8h-10M26 12h-8" stroke="${look.paint}" stroke-width="2.4" stroke-linecap="round"/>`;
  if (m.has('beard'))
    out += `<path d="M-28 4C-28 30-14 44 0 44S28 30 28 4C24 20 16 26 8 26C4 22-4 22-8 26C-16 26-24 20-28 4Z" fill="${look.hair}"/>`;
  if (m.has('moustache'))
    out += `<path d="M0 15C-6 12-14 14-16 20C-10 18-4 19 0 17C4 19 10 18 16 20C14 14 6 12 0 15Z" fill="${look.hair}"/>`;
  if (m.has('glasses'))
    out +=
      '<g fill="#fff" fill-opacity=".18" stroke="#2b2430" stroke-width="2"><circle cx="-12" cy="2" r="8"/><circle cx="12" cy="2" r="8"/><path d="M-4 1h8M-20 0l-10-3M20 0l10-3"/></g>';
  if (m.has('earring')) out += `<circle cx="-30" cy="14" r="3" fill="${look.paint}" stroke="#0004"/>`;
  return out;
}

/** Hair that falls behind the head and shoulders, drawn before the body. */
export function hairBack(look: Look): string {
  const d = BACK[look.back] ?? '';
  return d ? `<path d="${d}" fill="${look.hair}" stroke="#000" stroke-opacity=".15" stroke-width="3"/>` : '';
}

/** The head: face, features, marks and the fringe; `hatted` leaves the fringe shorter under a hat. */
export function head(look: Look, options: { fierce?: boolean; hatted?: boolean } = {}): string {
  const face = FACE[look.face] ?? FACE[0];
  const front = FRONT[look.front] ?? FRONT[0];
  return (
    `<path d="M-30 0a5 7 0 0 0 0 14M30 0a5 7 0 0 1 0 14" fill="${look.skin}"/>` +
    `<path d="${face}" fill="${look.skin}"/>` +
    `<path d="M0 36C17 36 30 18 30-4C26 16 14 30 0 30Z" fill="#000" opacity=".08"/>` +
    eyes(look) +
    brows(look, options.fierce ?? false) +
    '<path d="M0 6l-3 8h5" stroke="#000" stroke-opacity=".22" stroke-width="1.6" fill="none" stroke-linecap="round"/>' +
    '<ellipse cx="-18" cy="13" rx="6" ry="3.4" fill="#e66" opacity=".2"/><ellipse cx="18" cy="13" rx="6" ry="3.4" fill="#e66" opacity=".2"/>' +
    mouth(look) +
    marks(look) +
    (options.hatted
      ? `<path d="M-32 -6C-30-26-16-34 0-34S30-26 32-6C26-18 14-22 0-22S-26-18-32-6Z" fill="${look.hair}"/>`
      : `<path d="${front}" fill="${look.hair}" stroke="#000" stroke-opacity=".12" stroke-width="1.5"/>`)
  );
}

/** A round-shouldered bust (shoulders at y = 0, about 2 × `half` wide) in one colour with a light edge. */
export function shoulders(half: number, colour: string): string {
  const d = `M${-half} 90V40C${-half} 14 ${n(-half * 0.6)} 2 -22 0H22C${n(half * 0.6)} 2 ${half} 14 ${half} 40V90Z`;
  return `<path d="${d}" fill="${colour}"/><path d="${d}" fill="url(#sh)"/>`;
}
