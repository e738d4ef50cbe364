import type { HeroClass, Rarity } from '@haven/shared/heroes/constants';

/** Frame and badge colours of a rarity, from light to deep. */
export const RARITY_COLOURS: Record<Rarity, readonly string[]> = {
  LR: ['#ffe7a3', '#ff8fd8', '#9b8cff', '#6fd6ff'],
  GR: ['#ffd86b', '#ff7a45', '#c81d4e'],
  UR: ['#fff2b8', '#e3b341', '#a8740f'],
  SSR: ['#ecc6ff', '#b26bf0', '#5c2aa8'],
  SR: ['#c7e6ff', '#5aa5f0', '#1f4fa3'],
  R: ['#eef2f5', '#a9b6c2', '#5f6e7c'],
};

/** Base hue of each hero class, used for backgrounds and garments. */
export const CLASS_HUE: Record<HeroClass, number> = {
  Guard: 214,
  Scholar: 266,
  Doctor: 152,
  Gourmet: 18,
};

/** A white class icon drawn around (0, 0) in a box about 24 units wide. */
export const CLASS_ICON: Record<HeroClass, string> = {
  Guard: '<path d="M0-11 9-7 8 3C6 8 2 10 0 12-2 10-6 8-8 3L-9-7Z" fill="#fff"/>',
  Scholar:
    '<path d="M-11-6Q-5-9 0-6Q5-9 11-6V8Q5 5 0 8Q-5 5-11 8Z" fill="#fff"/>' +
    '<path d="M0-6V8" stroke="#0004" stroke-width="1.5"/>',
  Doctor:
    '<path d="M-9 9C-9-3-1-10 10-10 10 1 3 9-9 9Z" fill="#fff"/>' +
    '<path d="M-9 9 5-5" stroke="#0005" stroke-width="1.5"/>',
  Gourmet:
    '<path d="M-8 9H8V2C12 0 12-7 6-7 5-12-5-12-6-7-12-7-12 0-8 2Z" fill="#fff"/>' +
    '<path d="M-8 5H8" stroke="#0004" stroke-width="1.5"/>',
};

export const SKIN_TONES = ['#f6d7c3', '#eec1a0', '#d9a47f', '#b97d57', '#8d5a3b', '#f3cfb3', '#c98e66'];

export const HAIR_COLOURS = [
  '#2b1d16',
  '#4a2f21',
  '#7a4a2a',
  '#b5651d',
  '#d9b26f',
  '#e8e1d4',
  '#1f2a44',
  '#5b2a4a',
  '#8c2f2f',
  '#3d3d3d',
];
