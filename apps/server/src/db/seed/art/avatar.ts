import type { HeroClass } from '@haven/shared/heroes/constants';
import { createRng } from '../random.ts';
import { hsl, svgDocument } from '../svg.ts';
import { CLASS_HUE, HAIR_COLOURS, SKIN_TONES } from './palette.ts';

export const AVATAR_SIZE = 128;

/** Draws a small round-friendly member avatar (128×128) seeded by the username. */
export function avatarSvg(username: string, characterClass: HeroClass): string {
  const rng = createRng(`avatar:${username}`);
  const hue = rng.range(0, 360);
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_COLOURS);
  const garment = hsl(CLASS_HUE[characterClass] + rng.range(-20, 20), 45, 38);
  const longHair = rng.next() < 0.5;
  return svgDocument(
    AVATAR_SIZE,
    AVATAR_SIZE,
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" ` +
      `stop-color="${hsl(hue, 60, 78)}"/>` +
      `<stop offset="1" stop-color="${hsl(hue + 40, 55, 52)}"/></linearGradient></defs>` +
      '<rect width="128" height="128" fill="url(#a)"/>' +
      (longHair ? `<path d="M42 52C36 80 40 96 34 110H94C88 96 92 80 86 52Z" fill="${hair}"/>` : '') +
      `<path d="M16 128C18 104 38 94 64 94S110 104 112 128Z" fill="${garment}"/>` +
      `<rect x="56" y="72" width="16" height="24" fill="${skin}"/>` +
      `<ellipse cx="64" cy="58" rx="21" ry="24" fill="${skin}"/>` +
      `<path d="M43 60C40 36 54 30 64 30C78 30 90 38 85 60C82 48 76 44 70 42C62 48 52 48 46 48C44 52 43 ` +
      `56 43 60Z" ` +
      `fill="${hair}"/>` +
      '<path d="M54 62q4 3 8 0M66 62q4 3 8 0" stroke="#3a2418" stroke-width="2" fill="none" ' +
      'stroke-linecap="round"/>' +
      '<path d="M59 72q5 3 10 0" stroke="#7a3b2e" stroke-width="1.8" fill="none" stroke-linecap="round"/>',
    `Avatar of ${username}`,
  );
}
