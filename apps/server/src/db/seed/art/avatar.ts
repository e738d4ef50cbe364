import type { HeroClass } from '@haven/shared/heroes/constants';
import { createRng } from '../random.ts';
import { hsl, svgDocument } from '../svg.ts';
import { hairBack, head, pickLook, shoulders } from './character.ts';
import { CLASS_HUE } from './palette.ts';

export const AVATAR_SIZE = 128;

/** Draws a small round-friendly member avatar (128×128) seeded by the username: face, hair and garb of their own. */
export function avatarSvg(username: string, characterClass: HeroClass): string {
  const rng = createRng(`avatar:${username}`);
  const hue = rng.range(0, 360);
  const look = pickLook(rng, { bright: true, glasses: characterClass === 'Scholar' ? 0.4 : 0.12 });
  const garment = hsl(CLASS_HUE[characterClass] + rng.range(-40, 40), 50, 40);
  const collar = hsl(hue + 180, 60, 60);
  const pattern = rng.int(0, 2);
  const backdrop =
    pattern === 0
      ? '<circle cx="64" cy="56" r="44" fill="#fff" opacity=".18"/>'
      : pattern === 1
        ? '<path d="M0 96L128 40V128H0Z" fill="#fff" opacity=".14"/>'
        : '<path d="M0 20H128M0 44H128M0 68H128M0 92H128" stroke="#fff" stroke-width="8" opacity=".12"/>';
  return svgDocument(
    AVATAR_SIZE,
    AVATAR_SIZE,
    '<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${hsl(hue, 60, 78)}"/><stop offset="1" stop-color="${hsl(hue + 40, 55, 48)}"/></linearGradient>` +
      '<linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".2"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient></defs>' +
      `<rect width="128" height="128" fill="url(#a)"/>${backdrop}` +
      `<g transform="translate(64 0) scale(.8)"><g transform="translate(0 74)">${hairBack(look)}</g>` +
      `<g transform="translate(0 122)"><rect x="-12" y="-16" width="24" height="26" fill="${look.skin}"/>${shoulders(62, garment)}` +
      `<path d="M-18 0L0 22L18 0" stroke="${collar}" stroke-width="5" fill="none"/></g>` +
      `<g transform="translate(0 74)">${head(look)}</g></g>`,
    `Avatar of ${username}`,
  );
}
