import type { HeroClass, Rarity } from '@haven/shared/heroes/constants';
import { createRng, type Rng } from '../random.ts';
import { hsl } from '../svg.ts';
import {
  backgroundPattern,
  CARD_CLIP,
  CARD_SIZE,
  cardSvg,
  linearGradient,
  rarityBadge,
  sparkleField,
} from './card-frame.ts';
import { CLASS_HUE, CLASS_ICON, HAIR_COLOURS, RARITY_COLOURS, SKIN_TONES } from './palette.ts';

export type PortraitInput = { name: string; heroClass: HeroClass; rarity: Rarity };

export const PORTRAIT_SIZE = CARD_SIZE;

const HEAD = { cx: 128, cy: 98, rx: 32, ry: 38 };

const HAIR_FRONT = [
  // Short crop
  'M96 100C92 62 110 55 128 55C150 55 166 64 160 100C157 84 150 77 140 74' +
    'C126 82 108 80 101 78C98 86 97 92 96 100Z',
  // Parted, framing the face
  'M94 106C88 60 112 52 128 52C150 52 170 62 162 106C158 86 150 72 134 68L128 76L122 68C106 72 98 86 94 106Z',
  // Side-swept fringe
  'M94 100C92 60 116 50 136 54C156 58 167 72 162 100C160 88 154 80 146 76C130 90 108 92 94 100Z',
  // Tousled
  'M95 100C88 70 100 56 114 56C118 48 138 48 144 56C160 56 170 72 161 100L156 84L150 90L146 76' +
    'L136 84L128 74L118 84L112 76L104 90L100 84Z',
];

const HAIR_BACK = [
  '',
  // Long, falling past the shoulders
  'M93 88C82 136 90 174 78 200H178C166 174 174 136 163 88Z',
  // Ponytail
  'M154 76C182 80 190 124 174 160C172 130 164 108 150 94Z',
  // Bun
  'M128 38m-15 0a15 15 0 1 0 30 0a15 15 0 1 0-30 0',
  // Shoulder-length bob
  'M92 90C88 120 90 140 96 150H160C166 140 168 120 164 90Z',
];

const EYES = [
  // Closed, serene
  '<path d="M111 104q6 5 12 0M133 104q6 5 12 0" stroke="#3a2418" stroke-width="2.6" fill="none" ' +
    'stroke-linecap="round"/>',
  // Open
  '<ellipse cx="117" cy="104" rx="4" ry="5" fill="#2a1a14"/><ellipse cx="139" cy="104" rx="4" ry="5" ' +
    'fill="#2a1a14"/><circle cx="118.5" cy="102" r="1.5" fill="#fff"/><circle cx="140.5" cy="102" ' +
    'r="1.5" fill="#fff"/>',
  // Smiling
  '<path d="M111 106q6-6 12 0M133 106q6-6 12 0" stroke="#3a2418" stroke-width="2.6" fill="none" ' +
    'stroke-linecap="round"/>',
];

/** Draws a deterministic portrait of a hero (a 256×256 SVG) seeded by the hero's name. */
export function heroPortraitSvg(input: PortraitInput): string {
  const rng = createRng(`portrait:${input.name}`);
  const rarity = RARITY_COLOURS[input.rarity];
  const hue = CLASS_HUE[input.heroClass] + rng.range(-14, 14);
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_COLOURS);
  const back = rng.pick(HAIR_BACK);
  const front = rng.pick(HAIR_FRONT);
  const eyes = rng.pick(EYES);

  const defs =
    '<defs>' +
    linearGradient('fr', rarity, 'x1="0" y1="0" x2="1" y2="1"') +
    `<radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${hsl(hue, 50, 66)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 20, 45, 16)}"/></radialGradient>` +
    '<linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" ' +
    'stop-opacity=".25"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient>' +
    CARD_CLIP +
    '</defs>';

  const pattern = backgroundPattern(rng, { centreY: 98, kinds: 3 });
  const sparkles = sparkleField(rng, input.rarity, {
    left: [20, 80],
    right: [176, 236],
    top: 48,
    bottom: 170,
  });
  const halo =
    input.rarity === 'LR' || input.rarity === 'GR'
      ? `<ellipse cx="128" cy="58" rx="30" ry="8" fill="none" stroke="${rarity[0]}" stroke-width="4" ` +
        `opacity=".9"/>`
      : '';

  const body =
    `<rect x="113" y="122" width="30" height="48" fill="${skin}"/>` +
    '<rect x="113" y="122" width="30" height="48" fill="#000" opacity=".12"/>' +
    `<path d="M26 256V226C28 192 62 170 100 163H156C194 170 228 192 230 226V256Z" ` +
    `fill="${hsl(hue, 38, 34)}"/>` +
    '<path d="M26 256V226C28 192 62 170 100 163H156C194 170 228 192 230 226V256Z" fill="url(#sh)"/>';

  const head =
    `<ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${skin}"/>` +
    `<ellipse cx="${HEAD.cx - 8}" cy="${HEAD.cy - 14}" rx="14" ry="10" fill="#fff" opacity=".12"/>` +
    eyes +
    `<path d="M110 93q7-4 13-1M133 92q6-3 13 1" stroke="${hair}" stroke-width="2.4" fill="none" ` +
    'stroke-linecap="round"/>' +
    '<ellipse cx="110" cy="116" rx="6" ry="3.5" fill="#e66" opacity=".22"/>' +
    '<ellipse cx="146" cy="116" rx="6" ry="3.5" fill="#e66" opacity=".22"/>' +
    '<path d="M122 122q6 4 12 0" stroke="#7a3b2e" stroke-width="2" fill="none" stroke-linecap="round"/>';

  const attire = classAttire(input.heroClass, rng, hue, rarity);

  const inner =
    `<g clip-path="url(#in)"><rect width="256" height="256" fill="url(#bg)"/>` +
    pattern +
    sparkles +
    `<circle cx="128" cy="100" r="70" fill="#fff" opacity=".08"/>${halo}` +
    (back ? `<path d="${back}" fill="${hair}"/>` : '') +
    body +
    head +
    `<path d="${front}" fill="${hair}"/>` +
    `<path d="${front}" fill="#fff" opacity=".08" transform="translate(2 -2)"/>` +
    attire +
    '</g>';

  const medallion =
    `<circle cx="220" cy="36" r="19" fill="${hsl(hue, 45, 30)}" stroke="url(#fr)" stroke-width="3"/>` +
    `<g transform="translate(220 36) scale(.9)">${CLASS_ICON[input.heroClass]}</g>`;

  return cardSvg({
    defs,
    picture: inner,
    name: input.name,
    corners: rarityBadge(input.rarity) + medallion,
    title: `${input.name}, ${input.rarity} ${input.heroClass}`,
  });
}

function classAttire(heroClass: HeroClass, rng: Rng, hue: number, rarity: readonly string[]): string {
  const trim = rarity[1] ?? '#e3b341';
  switch (heroClass) {
    case 'Guard': {
      const metal =
        '<linearGradient id="mt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2f6"/>' +
        '<stop offset="1" stop-color="#7d8894"/></linearGradient>';
      const helm =
        rng.next() < 0.4
          ? '<path d="M92 96C90 56 110 47 128 47C146 47 166 56 164 96H156C154 72 144 64 128 64C112 64 ' +
            '102 72 100 96Z" ' +
            `fill="url(#mt)"/><path d="M128 47C136 30 152 26 162 30C150 34 140 40 134 50Z" fill="${trim}"/>`
          : '';
      return (
        `<defs>${metal}</defs>` +
        '<path d="M100 163C108 178 148 178 156 163L152 156C140 166 116 166 104 156Z" fill="url(#mt)"/>' +
        '<ellipse cx="64" cy="196" rx="40" ry="24" fill="url(#mt)"/>' +
        '<ellipse cx="192" cy="196" rx="40" ry="24" fill="url(#mt)"/>' +
        `<path d="M36 200Q64 184 92 200M164 200Q192 184 220 200" stroke="${trim}" stroke-width="3" ` +
        `fill="none"/>` +
        `<path d="M128 176l13 5-1 13c-2 6-8 9-12 11-4-2-10-5-12-11l-1-13z" fill="${hsl(hue, 50, 45)}" ` +
        `stroke="${trim}" stroke-width="2"/>` +
        helm
      );
    }
    case 'Scholar': {
      const cap =
        rng.next() < 0.45
          ? '<path d="M86 64L128 48L170 64L128 80Z" fill="#1d1830"/><path d="M104 70V82C116 88 140 88 ' +
            '152 82V70" ' +
            `fill="#1d1830"/><path d="M170 64V88" stroke="${trim}" stroke-width="2.5"/>` +
            `<circle cx="170" cy="90" r="3.5" fill="${trim}"/>`
          : '';
      return (
        `<path d="M100 163L128 214L156 163" fill="${hsl(hue, 25, 88)}"/>` +
        `<path d="M96 160L128 216L160 160" fill="none" stroke="${trim}" stroke-width="4"/>` +
        `<path d="M98 150C96 162 100 166 110 168L100 180C90 172 88 160 98 150ZM158 150C160 162 156 166 ` +
        `146 168` +
        `L156 180C166 172 168 160 158 150Z" fill="${hsl(hue, 40, 24)}"/>` +
        `<rect x="168" y="204" width="30" height="22" rx="2" fill="${hsl(hue + 180, 45, 40)}" ` +
        'transform="rotate(-12 183 215)"/><path d="M172 204l24-5" stroke="#fff" stroke-width="2" ' +
        'opacity=".6"/>' +
        cap
      );
    }
    case 'Doctor': {
      const wreath =
        rng.next() < 0.45
          ? [-30, -15, 0, 15, 30]
              .map(
                (deg) =>
                  `<ellipse cx="128" cy="62" rx="4.5" ry="8" fill="${hsl(hue, 55, 40)}" ` +
                  `transform="rotate(${deg} 128 98)"/>`,
              )
              .join('')
          : '';
      return (
        `<path d="M26 256V226C28 192 62 170 100 163L118 214L110 256Z" fill="${hsl(hue, 12, 93)}"/>` +
        `<path d="M230 256V226C228 192 194 170 156 163L138 214L146 256Z" fill="${hsl(hue, 12, 93)}"/>` +
        `<path d="M100 163L118 214L108 196L96 170ZM156 163L138 214L148 196L160 170Z" ` +
        `fill="${hsl(hue, 12, 78)}"/>` +
        `<path d="M110 256L118 214L128 226L138 214L146 256Z" fill="${hsl(hue, 42, 32)}"/>` +
        `<g transform="translate(84 200) rotate(-20)"><path d="M-8 8C-8-3-1-9 9-9 9 1 3 8-8 8Z" ` +
        `fill="${hsl(hue, 55, 42)}"/></g>` +
        wreath
      );
    }
    case 'Gourmet': {
      const toque =
        rng.next() < 0.5
          ? '<path d="M98 72H158V54C172 50 172 26 154 28C150 10 106 10 102 28C84 26 84 50 98 54Z" ' +
            'fill="#fbf7ef"/>' +
            '<path d="M98 62H158V74H98Z" fill="#e7dccb"/>'
          : '';
      return (
        `<path d="M80 256V196Q128 206 176 196V256Z" fill="#f6efe2"/>` +
        `<path d="M80 196L104 168M176 196L152 168" stroke="#f6efe2" stroke-width="7"/>` +
        `<path d="M104 162Q128 178 152 162L138 186L128 178L118 186Z" fill="${hsl(hue + 30, 70, 48)}"/>` +
        `<circle cx="128" cy="176" r="6" fill="${hsl(hue + 30, 70, 40)}"/>` +
        `<path d="M100 226h56" stroke="${trim}" stroke-width="3"/>` +
        toque
      );
    }
  }
}
